package ks.net.seek;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.function.Consumer;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceInfo;
import ks.engine.clock.TimeControl;
import ks.net.FrameReader;
import ks.net.ProtocolException;

/**
 * A seek on the local network: announced over multicast DNS as a {@code _kriegspiel._tcp} service
 * whose TXT record holds the seek, with a TCP port where requests to play it come in. The seeker
 * takes requests one at a time ({@link #next}) and answers each. Closing withdraws the
 * announcement. A stranger's malformed or silent connection is dropped and the wait goes on.
 */
public final class SeekPost implements AutoCloseable {

    private static final Duration REQUEST_READ_TIMEOUT = Duration.ofSeconds(5);

    private final Seek seek;
    private final ServerSocket server;
    private final SeekNetwork network;
    private final Consumer<String> trouble;

    private SeekPost(Seek seek, ServerSocket server, SeekNetwork network, Consumer<String> trouble) {
        this.seek = seek;
        this.server = server;
        this.network = network;
        this.trouble = trouble;
    }

    /**
     * Announces a seek by {@code name} (left out of the announcement when {@code anonymous}) with
     * its {@code rating} and time control; {@code trouble} hears, in one line each, about requests
     * that were dropped.
     */
    public static SeekPost open(String name, boolean anonymous, int rating, TimeControl time, SecureRandom random,
            Consumer<String> trouble) throws IOException {
        byte[] id = new byte[3];
        random.nextBytes(id);
        ServerSocket server = new ServerSocket(0);
        SeekNetwork network;
        try {
            network = SeekNetwork.open();
        } catch (IOException e) {
            server.close();
            throw e;
        }
        SeekPost post = null;
        try {
            String host = network.responders().get(0).getInetAddress().getHostAddress();
            Seek seek = new Seek(HexFormat.of().formatHex(id), name, rating, time.text(), host, server.getLocalPort());
            Seek shown = anonymous ? seek.anonymous() : seek;
            post = new SeekPost(shown, server, network, trouble);
            for (JmDNS responder : network.responders()) {
                responder.registerService(ServiceInfo.create(Seek.SERVICE_TYPE, shown.instance(), shown.port(), 0, 0,
                        shown.txt()));
            }
            return post;
        } catch (IOException | RuntimeException e) {
            if (post != null) {
                post.close();
            } else {
                network.close();
                server.close();
            }
            throw e instanceof IOException io ? io : new IOException("cannot announce the seek: " + e.getMessage(), e);
        }
    }

    /** The seek as announced (without the name when anonymous). */
    public Seek seek() {
        return seek;
    }

    /** The next well-formed request for this seek, or null when none came within {@code wait}. */
    public PlayRequest next(Duration wait) throws IOException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            server.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, left / 1_000_000)));
            Socket socket;
            try {
                socket = server.accept();
            } catch (SocketTimeoutException e) {
                return null;
            }
            PlayRequest request = read(socket);
            if (request != null) {
                return request;
            }
        }
    }

    private PlayRequest read(Socket socket) {
        String from = socket.getInetAddress().getHostAddress();
        try {
            socket.setSoTimeout((int) REQUEST_READ_TIMEOUT.toMillis());
            SeekWire.Request r = SeekWire.request(new FrameReader(socket.getInputStream(), SeekWire.MAX_FRAME_BYTES)
                    .read(SeekWire.MAX_FRAME_BYTES));
            socket.setSoTimeout(0);
            PlayRequest request = new PlayRequest(socket, r.name(), r.rating());
            if (!r.seekId().equals(seek.id())) {
                request.decline("seek " + r.seekId() + " is not open here");
                return null;
            }
            return request;
        } catch (ProtocolException e) {
            trouble.accept("dropped a bad request from " + from + ": " + e.getMessage());
        } catch (IOException e) {
            trouble.accept("dropped a request from " + from + ": " + e.getMessage());
        }
        try {
            socket.close();
        } catch (IOException e) {
            // already gone
        }
        return null;
    }

    /** Withdraws the seek from the network and stops taking requests. */
    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            // nothing more to release
        }
        for (JmDNS responder : network.responders()) {
            responder.unregisterAllServices();
        }
        network.close();
    }
}
