package ks.net.club;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import ks.crypto.Handshake;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SigningKey;

/**
 * A stranger's flood of handshakes on a club's port, as a plain socket tool sends it: from one
 * source address, {@code inFlight} connections at a time, each sending one hello and an auth
 * with a signature of zeros (the same bytes every time, so the flood costs its sender no
 * cryptography), read until the club closes it, then replaced by a new one. The club makes a key
 * agreement, signs and verifies for each.
 */
final class HandshakeFlood implements AutoCloseable {

    private final InetSocketAddress club;
    private final InetSocketAddress from;
    private final int inFlight;
    private final ByteBuffer bytes;
    private final Selector selector;
    private final Thread thread;
    private final AtomicLong answered = new AtomicLong();
    private final CountDownLatch warmed;
    private volatile boolean running = true;

    /** A flood warmed up once the club has closed {@code warmUp} of its connections. */
    HandshakeFlood(InetSocketAddress club, String fromHost, int inFlight, int warmUp) throws IOException {
        this.warmed = new CountDownLatch(warmUp);
        this.club = club;
        this.from = new InetSocketAddress(fromHost, 0);
        this.inFlight = inFlight;
        this.bytes = ByteBuffer.wrap(frames()).asReadOnlyBuffer();
        this.selector = Selector.open();
        this.thread = new Thread(this::run, "handshake-flood");
        thread.setDaemon(true);
    }

    /** A hello as any member's ks sends it, then an auth whose signature is 64 zero bytes. */
    private static byte[] frames() throws IOException {
        byte[] hello = hello();
        byte[] auth = forgedAuth();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(b);
        out.writeInt(1 + hello.length);
        out.write(Peer.HANDSHAKE);
        out.write(hello);
        out.writeInt(1 + auth.length);
        out.write(Peer.HANDSHAKE);
        out.write(auth);
        return b.toByteArray();
    }

    private static byte[] hello() {
        SecureRandom random = new SecureRandom();
        return new Handshake("mallory", ClubNames.CLUB, SigningKey.generate(random), null, ClubNames.prologue(),
                random).hello();
    }

    private static byte[] forgedAuth() throws IOException {
        byte[] word = "ks-auth/2".getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(b);
        out.writeShort(word.length);
        out.write(word);
        out.writeShort(64);
        out.write(new byte[64]);
        return b.toByteArray();
    }

    /**
     * The CPU time, in microseconds, that the club's side of one flood connection's handshake
     * costs the calling thread on this machine: the median of {@code n} after twice as many to warm
     * up.
     * The club's key is generated once, as the club's is.
     */
    static double clubCryptoMicros(int n) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        SecureRandom random = new SecureRandom();
        SigningKey clubKey = SigningKey.generate(random);
        byte[] hello = hello();
        byte[] auth = forgedAuth();
        long[] nanos = new long[n];
        for (int i = 0; i < 3 * n; i++) {
            long t = threads.getCurrentThreadCpuTime();
            Handshake h = new Handshake(ClubNames.CLUB, Handshake.nameIn(hello), clubKey, null, ClubNames.prologue(),
                    random);
            h.hello();
            h.receiveHello(hello);
            try {
                h.receiveAuth(auth);
                throw new AssertionError("a signature of zeros was accepted");
            } catch (PeerMisbehaved refused) {
                // What the club meets on every flood connection.
            }
            if (i >= 2 * n) {
                nanos[i - 2 * n] = threads.getCurrentThreadCpuTime() - t;
            }
        }
        Arrays.sort(nanos);
        return nanos[n / 2] / 1e3;
    }

    HandshakeFlood start() {
        thread.start();
        return this;
    }

    /** How many of the flood's connections the club has closed so far. */
    long answered() {
        return answered.get();
    }

    /** Waits until the club has closed the warm-up's count of connections. */
    HandshakeFlood warmedUp() throws InterruptedException {
        warmed.await();
        return this;
    }

    private void run() {
        try {
            for (int i = 0; i < inFlight; i++) {
                open();
            }
            ByteBuffer sink = ByteBuffer.allocate(4096);
            while (running) {
                selector.select(100);
                for (SelectionKey k : selector.selectedKeys()) {
                    SocketChannel ch = (SocketChannel) k.channel();
                    try {
                        if (k.isConnectable()) {
                            ch.finishConnect();
                            ch.write(bytes.duplicate());
                            k.interestOps(SelectionKey.OP_READ);
                        } else if (k.isReadable()) {
                            sink.clear();
                            if (ch.read(sink) < 0) {
                                again(k);
                            }
                        }
                    } catch (IOException e) {
                        again(k);
                    }
                }
                selector.selectedKeys().clear();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            for (SelectionKey k : selector.keys()) {
                closeQuietly((SocketChannel) k.channel());
            }
        }
    }

    private void again(SelectionKey k) throws IOException {
        answered.incrementAndGet();
        warmed.countDown();
        k.cancel();
        closeQuietly((SocketChannel) k.channel());
        open();
    }

    private void open() throws IOException {
        SocketChannel ch = SocketChannel.open();
        ch.configureBlocking(false);
        // Closed with a reset, so the flood never waits for its own ports to leave TIME_WAIT.
        ch.setOption(StandardSocketOptions.SO_LINGER, 0);
        ch.bind(from);
        ch.connect(club);
        ch.register(selector, SelectionKey.OP_CONNECT);
    }

    private static void closeQuietly(SocketChannel ch) {
        try {
            ch.close();
        } catch (IOException ignored) {
            // The flood goes on with another connection.
        }
    }

    @Override
    public void close() throws IOException {
        running = false;
        selector.wakeup();
        try {
            thread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        selector.close();
    }
}
