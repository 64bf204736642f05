package ks.net.protocol;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import ks.net.FrameReader;
import ks.net.FrameWriter;

/**
 * A TCP relay in the middle of a game, as an attacker on the path would run it: it accepts the
 * dialler on one address, connects to the listener on another, and copies whole frames both
 * ways, so it can put its own bytes on the wire between two frames. It cannot read or forge a
 * sealed frame; it can only break the framing. When either side hangs up, it hangs up the other.
 */
final class Relay implements Closeable {

    private final ServerSocket server;
    private final InetSocketAddress target;
    private volatile Leg current;
    private final CountDownLatch firstLeg = new CountDownLatch(1);
    private volatile int legs;

    /** One relayed connection: the dialler's socket and ours to the listener. */
    private static final class Leg {
        final Socket dialler;
        final Socket listener;
        final FrameWriter toListener;
        volatile boolean poisoned;

        Leg(Socket dialler, Socket listener) throws IOException {
            this.dialler = dialler;
            this.listener = listener;
            this.toListener = new FrameWriter(listener.getOutputStream());
        }

        void close() {
            try {
                dialler.close();
                listener.close();
            } catch (IOException ignored) {
                // Both may be gone already.
            }
        }
    }

    /** Listens on {@code at}, forwarding every connection to {@code to}. */
    Relay(InetSocketAddress at, InetSocketAddress to) throws IOException {
        server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(at);
        target = to;
        Thread accepter = new Thread(this::accept, "relay-accept");
        accepter.setDaemon(true);
        accepter.start();
    }

    static InetSocketAddress address(String ip, int port) throws IOException {
        return new InetSocketAddress(InetAddress.getByName(ip), port);
    }

    private void accept() {
        while (!server.isClosed()) {
            Socket dialler;
            try {
                dialler = server.accept();
            } catch (IOException e) {
                return;
            }
            try {
                Socket listener = new Socket();
                listener.connect(target, 5000);
                Leg leg = new Leg(dialler, listener);
                current = leg;
                legs++;
                pump(leg, dialler, leg.toListener, true);
                pump(leg, listener, new FrameWriter(dialler.getOutputStream()), false);
                firstLeg.countDown();
            } catch (IOException e) {
                // Nobody listens behind us yet: hang up, as a dead path would, and the caller dials again.
                try {
                    dialler.close();
                } catch (IOException ignored) {
                    // Gone already.
                }
            }
        }
    }

    private static void pump(Leg leg, Socket from, FrameWriter writer, boolean towardListener) {
        Thread t = new Thread(() -> {
            try {
                FrameReader reader = new FrameReader(from.getInputStream());
                while (true) {
                    byte[] frame = reader.read();
                    synchronized (writer) {
                        if (towardListener && leg.poisoned) {
                            continue;
                        }
                        writer.write(frame);
                    }
                }
            } catch (IOException e) {
                leg.close();
            }
        }, "relay-pump");
        t.setDaemon(true);
        t.start();
    }

    /** How many connections have passed through so far. */
    int connections() {
        return legs;
    }

    /**
     * Writes {@code bytes} to the listener between two frames of the current connection, and from
     * then on forwards nothing more to it; with {@code hangUp} also ends the stream toward the
     * listener right after them.
     */
    void inject(byte[] bytes, boolean hangUp) throws IOException, InterruptedException {
        firstLeg.await(60, TimeUnit.SECONDS);
        Leg leg = current;
        synchronized (leg.toListener) {
            leg.poisoned = true;
            OutputStream out = leg.listener.getOutputStream();
            out.write(bytes);
            out.flush();
            if (hangUp) {
                leg.listener.shutdownOutput();
            }
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        Leg leg = current;
        if (leg != null) {
            leg.close();
        }
    }
}
