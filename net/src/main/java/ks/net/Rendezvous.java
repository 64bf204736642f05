package ks.net;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Two symmetric ks processes finding each other on the meeting port. Each side listens on the port
 * and, at the same time, keeps dialing the opponent's machine on that port until one connection
 * stands. On one machine only the first process can bind the port; the other only dials, and keeps
 * trying to bind so it can take over if the first dies. Every call starts with both sides sending a
 * {@link Hello}; a call that reached ourselves (our own nonce comes back) is hung up, a caller that is
 * not ks or plays another pair is refused and we keep waiting, and an opponent who expects someone
 * else ends the rendezvous with an error on both sides. When both sides accept a call, the side with
 * the smaller nonce decides: it keeps the first good call and drops any other (the crossing call when
 * both dialed at once), and tells the other side which; so both end up on the same one. After the
 * greetings each call carries one verdict frame each way ({@code A}ccept or {@code R}efuse plus a
 * reason) and then, from the deciding side, {@code U}se or {@code D}rop.
 *
 * <p>{@link #open} binds the port if it can and returns at once; {@link #meet} starts listening and
 * dialing and blocks until a connection stands or the deadline passes. {@link #close} stops
 * everything (from any thread, which also cancels a waiting {@code meet}) and leaves only the
 * returned connection open.
 */
public final class Rendezvous implements AutoCloseable {
    private static final int MAX_PENDING_CALLS = 8;
    private static final int MAX_VERDICT_BYTES = 256;
    private static final long JOIN_MILLIS = 2000;
    private static final byte ACCEPT = 'A';
    private static final byte REFUSE = 'R';
    private static final byte USE = 'U';
    private static final byte DROP = 'D';

    private final RendezvousSettings settings;
    private final Hello hello;
    private final InetAddress listenAddress;
    private final CompletableFuture<Connection> result = new CompletableFuture<>();
    private final Set<Socket> calls = new HashSet<>();
    private final Set<Thread> threads = new HashSet<>();
    /** Addresses where a dial reached our own listener; no use dialing them while we hold it. */
    private final Set<InetSocketAddress> ourselves = ConcurrentHashMap.newKeySet();
    private final Object choice = new Object();
    private boolean chosen;
    private boolean closed;
    private boolean started;
    private volatile ServerSocket server;
    private volatile boolean busyNoted;
    private volatile String trouble;

    private Rendezvous(RendezvousSettings settings, InetAddress listenAddress) {
        this.settings = settings;
        this.listenAddress = listenAddress;
        this.hello = Hello.fresh(settings.ownName(), settings.opponent().name());
    }

    /**
     * Prepares a rendezvous and binds the meeting port if the mode listens and the port is free.
     *
     * @throws RendezvousException if the opponent's machine name cannot be resolved
     */
    public static Rendezvous open(RendezvousSettings settings) throws RendezvousException {
        InetAddress listenAddress = settings.listenAddress();
        if (listenAddress == null && onThisMachine(settings.opponent().host())) {
            // A game on one machine need not be reachable from the network.
            listenAddress = InetAddress.getLoopbackAddress();
        }
        Rendezvous rendezvous = new Rendezvous(settings, listenAddress);
        if (settings.mode().listens()) {
            rendezvous.tryBind();
        }
        return rendezvous;
    }

    /** Opens, meets and closes in one go. */
    public static Connection meet(RendezvousSettings settings) throws RendezvousException, InterruptedException {
        try (Rendezvous rendezvous = open(settings)) {
            return rendezvous.meet();
        }
    }

    /** Our greeting; its nonce is what the other side sees. */
    public Hello hello() {
        return hello;
    }

    /**
     * Listens and dials until one connection with the opponent stands, then stops everything else.
     * May be called once.
     *
     * @throws RendezvousException when the deadline passes, the opponent expects someone else, the
     *     opponent's machine is unknown, or {@link #close} was called meanwhile
     */
    public Connection meet() throws RendezvousException, InterruptedException {
        synchronized (this) {
            if (started || closed) {
                throw new IllegalStateException("a rendezvous can meet only once");
            }
            started = true;
        }
        if (settings.mode().listens()) {
            spawn(this::listen, "ks-rendezvous-listen");
        }
        if (settings.mode().dials()) {
            spawn(this::dial, "ks-rendezvous-dial");
        }
        try {
            result.get(settings.deadline().toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            result.completeExceptionally(new RendezvousException(giveUpMessage()));
        } catch (InterruptedException e) {
            result.completeExceptionally(e);
            // A call may have won just now; nobody will use it.
            result.thenAccept(Rendezvous::closeQuietly);
            throw e;
        } catch (ExecutionException e) {
            // reported by outcome()
        } finally {
            close();
        }
        return outcome();
    }

    /** Stops listening and dialing, hangs up every call not yet handed out, and waits for the threads. */
    @Override
    public void close() {
        List<Thread> running;
        List<Socket> open;
        synchronized (this) {
            closed = true;
            running = new ArrayList<>(threads);
            open = new ArrayList<>(calls);
            calls.clear();
        }
        result.completeExceptionally(new RendezvousException("the rendezvous with "
                + settings.opponent().name() + " was cancelled"));
        closeQuietly(server);
        open.forEach(Rendezvous::closeQuietly);
        for (Thread thread : running) {
            if (thread != Thread.currentThread()) {
                thread.interrupt();
                try {
                    thread.join(JOIN_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private Connection outcome() throws RendezvousException, InterruptedException {
        try {
            return result.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RendezvousException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private void listen() {
        while (!isClosed()) {
            ServerSocket listener = server;
            if (listener == null) {
                if (!tryBind() && !pause()) {
                    return;
                }
                continue;
            }
            Socket socket;
            try {
                socket = listener.accept();
            } catch (IOException e) {
                if (!isClosed()) {
                    note(RendezvousEvent.Kind.LOST, "listening failed: " + e.getMessage());
                    pause();
                }
                continue;
            }
            String label = socket.getInetAddress().getHostAddress() + ":" + socket.getPort();
            // A flood of silent callers must not tie up more than a few threads.
            if (!track(socket, MAX_PENDING_CALLS)) {
                closeQuietly(socket);
                continue;
            }
            note(RendezvousEvent.Kind.ACCEPTED, "call from " + label);
            if (!spawn(() -> call(socket, false, label), "ks-rendezvous-call")) {
                closeQuietly(socket);
            }
        }
    }

    private boolean tryBind() {
        ServerSocket listener = null;
        try {
            listener = new ServerSocket();
            // Connections of an earlier game still in TIME_WAIT must not keep us off the port.
            listener.setReuseAddress(true);
            listener.bind(new InetSocketAddress(listenAddress, settings.port().tcpPort()));
            synchronized (this) {
                if (closed) {
                    listener.close();
                    return false;
                }
                server = listener;
            }
            note(RendezvousEvent.Kind.LISTENING, "listening on " + where());
            return true;
        } catch (IOException e) {
            closeQuietly(listener);
            if (!busyNoted) {
                busyNoted = true;
                note(RendezvousEvent.Kind.PORT_BUSY, "cannot listen on " + where() + " (" + e.getMessage()
                        + "); dialing only, and retrying");
            }
            return false;
        }
    }

    private void dial() {
        String host = settings.opponent().host();
        while (!isClosed()) {
            InetAddress[] addresses;
            try {
                addresses = InetAddress.getAllByName(host);
            } catch (UnknownHostException e) {
                fail("cannot find the machine '" + host + "' of " + settings.opponent().name());
                return;
            }
            for (InetAddress address : addresses) {
                InetSocketAddress target = new InetSocketAddress(address, settings.port().tcpPort());
                if (!(server != null && ourselves.contains(target))) {
                    dialOnce(target);
                }
            }
            if (!pause()) {
                return;
            }
        }
    }

    private void dialOnce(InetSocketAddress target) {
        Socket socket = new Socket();
        if (!track(socket, Integer.MAX_VALUE)) {
            closeQuietly(socket);
            return;
        }
        try {
            socket.connect(target, millis(settings.helloTimeout()));
        } catch (IOException e) {
            // Nobody answering yet is the normal case while the opponent has not started.
            untrack(socket);
            closeQuietly(socket);
            return;
        }
        String label = target.getAddress().getHostAddress() + ":" + target.getPort();
        note(RendezvousEvent.Kind.DIALED, "call to " + label + " answered");
        call(socket, true, label);
    }

    private void call(Socket socket, boolean dialed, String label) {
        boolean kept = false;
        try {
            kept = negotiate(socket, dialed, label);
        } catch (IOException e) {
            if (!isClosed()) {
                note(RendezvousEvent.Kind.LOST, "call " + (dialed ? "to " : "from ") + label + " ended: " + e.getMessage());
            }
        } finally {
            untrack(socket);
            if (!kept) {
                closeQuietly(socket);
            }
        }
    }

    private boolean negotiate(Socket socket, boolean dialed, String label) throws IOException {
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(millis(settings.helloTimeout()));
        FrameReader reader = new FrameReader(socket.getInputStream());
        FrameWriter writer = new FrameWriter(socket.getOutputStream());
        writer.write(hello.encode());
        Hello peer;
        try {
            peer = Hello.decode(reader.read(Hello.MAX_ENCODED_BYTES));
        } catch (ProtocolException e) {
            writeQuietly(writer, verdict(REFUSE, "refused by ks: " + e.getMessage()));
            note(RendezvousEvent.Kind.REFUSED, "refused " + label + ": " + e.getMessage());
            return false;
        }
        if (peer.nonce() == hello.nonce()) {
            if (dialed) {
                ourselves.add((InetSocketAddress) socket.getRemoteSocketAddress());
            }
            note(RendezvousEvent.Kind.SELF_DROPPED, "hung up a call " + (dialed ? "to " : "from ") + label
                    + " that reached this very process");
            return false;
        }
        String own = settings.ownName();
        String expected = settings.opponent().name();
        boolean rightName = peer.name().equals(expected);
        boolean rightOpponent = peer.opponent().equals(own);
        if (!rightName || !rightOpponent) {
            writer.write(verdict(REFUSE, own + " is waiting to play " + expected));
            readQuietly(reader); // let the caller read our reason before we hang up
            if (rightName) {
                fail(expected + " is waiting to play " + peer.opponent() + ", not " + own);
            } else if (rightOpponent) {
                fail(peer.name() + " answered and wants to play " + own + ", but you asked for " + expected);
            } else {
                note(RendezvousEvent.Kind.REFUSED, "refused " + peer.name() + " (waiting to play " + peer.opponent()
                        + ")" + (dialed ? " at " : " calling from ") + label);
            }
            return false;
        }
        writer.write(verdict(ACCEPT, ""));
        byte[] answer = reader.read(MAX_VERDICT_BYTES);
        if (kind(answer) == REFUSE) {
            note(RendezvousEvent.Kind.REFUSED, peer.name() + " refused the call at " + label + ": " + reason(answer));
            return false;
        }
        expect(answer, ACCEPT);
        Connection connection = new Connection(socket, reader, writer, dialed, hello, peer);
        if (Long.compareUnsigned(hello.nonce(), peer.nonce()) < 0) {
            return decide(connection, label);
        }
        byte[] decision = reader.read(MAX_VERDICT_BYTES);
        if (kind(decision) == DROP) {
            note(RendezvousEvent.Kind.DUPLICATE_DROPPED, peer.name() + " dropped the extra call at " + label);
            return false;
        }
        expect(decision, USE);
        return keep(connection, label);
    }

    /** Runs on the side with the smaller nonce: the first good call wins, any later one is dropped. */
    private boolean decide(Connection connection, String label) throws IOException {
        boolean first;
        synchronized (choice) {
            first = !chosen;
            chosen = true;
        }
        if (!first) {
            connection.writer().write(verdict(DROP, ""));
            note(RendezvousEvent.Kind.DUPLICATE_DROPPED, "dropped the extra call at " + label);
            return false;
        }
        try {
            connection.writer().write(verdict(USE, ""));
        } catch (IOException e) {
            synchronized (choice) {
                chosen = false;
            }
            throw e;
        }
        return keep(connection, label);
    }

    private boolean keep(Connection connection, String label) throws SocketException {
        connection.socket().setSoTimeout(0);
        untrack(connection.socket());
        if (!result.complete(connection)) {
            return false; // the deadline passed or the rendezvous was cancelled meanwhile
        }
        note(RendezvousEvent.Kind.MET, "met " + connection.peerName() + " on the call "
                + (connection.initiator() ? "to " : "from ") + label);
        return true;
    }

    private static byte[] verdict(byte kind, String reason) {
        byte[] text = reason.getBytes(StandardCharsets.UTF_8);
        byte[] frame = new byte[1 + Math.min(text.length, MAX_VERDICT_BYTES - 1)];
        frame[0] = kind;
        System.arraycopy(text, 0, frame, 1, frame.length - 1);
        return frame;
    }

    private static byte kind(byte[] verdict) throws ProtocolException {
        if (verdict.length == 0) {
            throw new ProtocolException("empty rendezvous verdict");
        }
        return verdict[0];
    }

    private static void expect(byte[] verdict, byte wanted) throws ProtocolException {
        if (kind(verdict) != wanted) {
            throw new ProtocolException("unexpected rendezvous verdict '" + (char) (verdict[0] & 0xff)
                    + "' where '" + (char) wanted + "' belongs");
        }
    }

    private static String reason(byte[] verdict) {
        // A reason from the wire is shown to the user: keep it to one printable line.
        return new String(Arrays.copyOfRange(verdict, 1, verdict.length), StandardCharsets.UTF_8)
                .replaceAll("\\p{Cntrl}", "?");
    }

    private void fail(String message) {
        trouble = message;
        result.completeExceptionally(new RendezvousException(message));
    }

    private void note(RendezvousEvent.Kind kind, String detail) {
        if (kind == RendezvousEvent.Kind.REFUSED || kind == RendezvousEvent.Kind.LOST
                || kind == RendezvousEvent.Kind.PORT_BUSY) {
            trouble = detail;
        }
        settings.events().accept(new RendezvousEvent(kind, detail));
    }

    private String giveUpMessage() {
        String message = "gave up after " + human(settings.deadline()) + ": " + settings.opponent().name()
                + " did not answer on " + settings.opponent().host() + ", " + settings.port();
        String last = trouble;
        return last == null ? message : message + "; last trouble: " + last;
    }

    private String where() {
        return (listenAddress == null ? "all interfaces" : listenAddress.getHostAddress()) + ", " + settings.port();
    }

    private static boolean onThisMachine(String host) throws RendezvousException {
        try {
            return Arrays.stream(InetAddress.getAllByName(host)).allMatch(InetAddress::isLoopbackAddress);
        } catch (UnknownHostException e) {
            throw new RendezvousException("cannot find the machine '" + host + "'");
        }
    }

    private synchronized boolean isClosed() {
        return closed;
    }

    private synchronized boolean track(Socket socket, int limit) {
        if (closed || calls.size() >= limit) {
            return false;
        }
        calls.add(socket);
        return true;
    }

    private synchronized void untrack(Socket socket) {
        calls.remove(socket);
    }

    private synchronized boolean spawn(Runnable task, String name) {
        if (closed) {
            return false;
        }
        Thread thread = new Thread(() -> {
            try {
                task.run();
            } finally {
                forget(Thread.currentThread());
            }
        }, name);
        thread.setDaemon(true);
        threads.add(thread);
        thread.start();
        return true;
    }

    private synchronized void forget(Thread thread) {
        threads.remove(thread);
    }

    private boolean pause() {
        try {
            Thread.sleep(settings.retryInterval().toMillis());
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }

    private static void readQuietly(FrameReader reader) {
        try {
            reader.read(MAX_VERDICT_BYTES);
        } catch (IOException e) {
            // the caller hung up first; our reason may not have reached it, which is all we lose
        }
    }

    private static void writeQuietly(FrameWriter writer, byte[] frame) {
        try {
            writer.write(frame);
        } catch (IOException e) {
            // a caller that does not speak ks may be gone already
        }
    }

    private static void closeQuietly(Closeable closeable) {
        if (closeable != null) {
            try {
                closeable.close();
            } catch (IOException e) {
                // closing after a failure: nothing more to do
            }
        }
    }

    private static int millis(Duration duration) {
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, duration.toMillis()));
    }

    private static String human(Duration duration) {
        long millis = duration.toMillis();
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        if (millis % 1000 == 0) {
            return millis / 1000 + "s";
        }
        return millis + "ms";
    }
}
