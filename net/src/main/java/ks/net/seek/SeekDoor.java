package ks.net.seek;

import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import ks.net.ProtocolException;
import ks.net.club.Origins;

/**
 * A seek's port: takes each connection the moment it comes and reads its request on a thread of
 * its own, so a connection that says nothing (or trickles) holds up no other. A seeker reading one
 * connection at a time, 5 s each, was kept from a real asker for as long as a neighbour kept
 * silent connections open at it. At most {@link #PER_SOURCE} connections from one source (an IPv4
 * address, an IPv6 /64: {@link Origins}, as the club counts them) and {@link #READING} in all are
 * read at once. One more drops, without a word, a connection that has said nothing yet (the oldest of
 * the source holding the most of them), and only when every one has spoken the oldest of the source
 * holding the most: an asker sends its request as soon as it connects, so silent connections from
 * many addresses (a LAN's unused ones, 64 of them or more) cannot push it out however fast they
 * come, and a squatter's connections push out their own. Requests read whole wait in the order they came, at most {@link #WAITING}, for the
 * seeker to take them ({@link #next}).
 */
final class SeekDoor implements Closeable {

    /** Connections of one source read at once: an asker opens one. */
    static final int PER_SOURCE = 4;
    /** Connections read at once in all. */
    static final int READING = 64;
    /** Requests read and not yet taken by the seeker; one more is declined. */
    static final int WAITING = 16;

    /**
     * Reads a connection's request from {@code in} (the socket's input, through which the door sees
     * that it has spoken): the request, null when it was answered already, or an exception with one line.
     */
    interface Reader {
        PlayRequest read(Socket socket, InputStream in) throws IOException;
    }

    private final ServerSocket server;
    private final Reader reader;
    private final Consumer<String> trouble;
    private final Object lock = new Object();
    private final Deque<Socket> reading = new ArrayDeque<>();
    private final Set<Socket> dropped = new HashSet<>();
    /** The connections being read of which a byte has come. */
    private final Set<Socket> spoken = new HashSet<>();
    private final Deque<PlayRequest> waiting = new ArrayDeque<>();
    private IOException failure;
    private boolean closed;

    private SeekDoor(ServerSocket server, Reader reader, Consumer<String> trouble) {
        this.server = server;
        this.reader = reader;
        this.trouble = trouble;
    }

    /** Starts taking connections at {@code server}; {@code trouble} hears of dropped requests, one line each. */
    static SeekDoor open(ServerSocket server, Reader reader, Consumer<String> trouble) {
        SeekDoor door = new SeekDoor(server, reader, trouble);
        Thread t = new Thread(door::takeConnections, "ks-seek-door");
        t.setDaemon(true);
        t.start();
        return door;
    }

    /**
     * The next request read whole, in the order they came; null when none came within {@code wait}
     * or the door was closed. The port failing (not by closing) is thrown.
     */
    PlayRequest next(Duration wait) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        synchronized (lock) {
            while (waiting.isEmpty() && failure == null && !closed) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                lock.wait(Math.max(1, left / 1_000_000));
            }
            if (!waiting.isEmpty()) {
                return waiting.poll();
            }
            if (failure != null) {
                throw failure;
            }
            return null;
        }
    }

    private void takeConnections() {
        while (true) {
            Socket socket;
            try {
                socket = server.accept();
            } catch (IOException e) {
                synchronized (lock) {
                    if (!closed && !server.isClosed()) {
                        failure = e;
                    }
                    lock.notifyAll();
                }
                return;
            }
            if (admit(socket)) {
                Thread t = new Thread(() -> read(socket), "ks-seek-request");
                t.setDaemon(true);
                t.start();
            }
        }
    }

    private boolean admit(Socket socket) {
        synchronized (lock) {
            if (closed) {
                quietlyClose(socket);
                return false;
            }
            String source = Origins.of(socket.getInetAddress());
            List<Socket> same = reading.stream().filter(s -> Origins.of(s.getInetAddress()).equals(source)).toList();
            if (same.size() >= PER_SOURCE) {
                drop(same.stream().filter(s -> !hasSpoken(s)).findFirst().orElse(same.get(0)));
            } else if (reading.size() >= READING) {
                List<Socket> silent = reading.stream().filter(s -> !hasSpoken(s)).toList();
                drop(oldestOfTheMost(silent.isEmpty() ? reading : silent));
            }
            reading.add(socket);
            return true;
        }
    }

    /** The oldest of {@code sockets} (oldest first) of the source holding the most; of those holding as many, the one whose oldest came first. */
    private static Socket oldestOfTheMost(Collection<Socket> sockets) {
        Map<String, List<Socket>> bySource = new LinkedHashMap<>();
        for (Socket s : sockets) {
            bySource.computeIfAbsent(Origins.of(s.getInetAddress()), k -> new ArrayList<>()).add(s);
        }
        List<Socket> most = List.of();
        for (List<Socket> held : bySource.values()) {
            if (held.size() > most.size()) {
                most = held;
            }
        }
        return most.get(0);
    }

    /** Whether a byte of {@code socket} has been read, or is waiting to be. */
    private boolean hasSpoken(Socket socket) {
        if (spoken.contains(socket)) {
            return true;
        }
        try {
            return socket.getInputStream().available() > 0;
        } catch (IOException e) {
            return false;
        }
    }

    private void drop(Socket socket) {
        reading.remove(socket);
        spoken.remove(socket);
        dropped.add(socket);
        quietlyClose(socket);
    }

    private void read(Socket socket) {
        String from = socket.getInetAddress().getHostAddress();
        PlayRequest request = null;
        String why = null;
        try {
            request = reader.read(socket, heard(socket));
        } catch (ProtocolException e) {
            why = "dropped a bad request from " + from + ": " + e.getMessage();
        } catch (IOException | RuntimeException e) {
            why = "dropped a request from " + from + ": " + e.getMessage();
        }
        boolean wasDropped;
        boolean declined = false;
        synchronized (lock) {
            reading.remove(socket);
            spoken.remove(socket);
            wasDropped = dropped.remove(socket) || closed;
            if (request != null && !wasDropped) {
                if (waiting.size() < WAITING) {
                    waiting.add(request);
                    lock.notifyAll();
                    return;
                }
                declined = true;
            }
        }
        if (why != null && !wasDropped) {
            trouble.accept(why);
        }
        if (declined) {
            try {
                request.decline("too many requests are waiting for this seek; ask again in a while");
            } catch (IOException e) {
                // The asker has gone already.
            }
        }
        quietlyClose(socket);
    }

    /** The input of {@code socket}, marking it as having spoken once a byte of it is read. */
    private InputStream heard(Socket socket) throws IOException {
        return new FilterInputStream(socket.getInputStream()) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    spoke(socket);
                }
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                if (n > 0) {
                    spoke(socket);
                }
                return n;
            }
        };
    }

    private void spoke(Socket socket) {
        synchronized (lock) {
            if (reading.contains(socket)) {
                spoken.add(socket);
            }
        }
    }

    /** Stops taking connections and drops every one not yet taken by the seeker. */
    @Override
    public void close() {
        List<Closeable> open = new ArrayList<>();
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            open.addAll(reading);
            open.addAll(waiting);
            reading.clear();
            spoken.clear();
            waiting.clear();
            lock.notifyAll();
        }
        open.forEach(SeekDoor::quietlyClose);
    }

    private static void quietlyClose(Closeable socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // Gone already.
        }
    }
}
