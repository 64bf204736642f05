package ks.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Arrays;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A slow wire for end-to-end tests, run as its own process inside a network namespace where the
 * kernel offers no {@code netem}: it accepts TCP connections on one address and relays each to
 * another, every chunk of bytes in either direction delivered a fixed delay after it arrived, in
 * order, as a long link would. It prints {@code listening} once bound. Usage:
 * {@code DelayLine LISTEN_HOST PORT TARGET_HOST DELAY_MS} (the target listens on the same port).
 */
public final class DelayLine {

    /** A chunk to deliver at {@code due} (nanoTime); an empty one stands for the end of the stream. */
    private record Chunk(long due, byte[] bytes) {
    }

    private DelayLine() {
    }

    public static void main(String[] args) throws IOException {
        int port = Integer.parseInt(args[1]);
        InetSocketAddress target = new InetSocketAddress(args[2], port);
        long delayNanos = TimeUnit.MILLISECONDS.toNanos(Long.parseLong(args[3]));
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress(args[0], port));
            System.out.println("listening");
            System.out.flush();
            while (true) {
                Socket caller = server.accept();
                Socket callee = new Socket();
                try {
                    callee.connect(target, 5_000);
                } catch (IOException e) {
                    caller.close();
                    continue;
                }
                caller.setTcpNoDelay(true);
                callee.setTcpNoDelay(true);
                pump(caller, callee, delayNanos);
                pump(callee, caller, delayNanos);
            }
        }
    }

    /** Copies {@code from} to {@code to}, each chunk {@code delayNanos} late. */
    private static void pump(Socket from, Socket to, long delayNanos) throws IOException {
        BlockingQueue<Chunk> wire = new LinkedBlockingQueue<>();
        InputStream in = from.getInputStream();
        OutputStream out = to.getOutputStream();
        Thread reader = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            try {
                int n;
                while ((n = in.read(buffer)) >= 0) {
                    wire.add(new Chunk(System.nanoTime() + delayNanos, Arrays.copyOf(buffer, n)));
                }
            } catch (IOException e) {
                // The connection broke: end the other direction as a closed one would.
            }
            wire.add(new Chunk(System.nanoTime() + delayNanos, new byte[0]));
        });
        Thread writer = new Thread(() -> {
            try {
                while (true) {
                    Chunk c = wire.take();
                    long wait;
                    // The wire's own delay, not a test waiting: each chunk is held until it is due.
                    while ((wait = c.due() - System.nanoTime()) > 0) {
                        TimeUnit.NANOSECONDS.sleep(wait);
                    }
                    if (c.bytes().length == 0) {
                        to.shutdownOutput();
                        return;
                    }
                    out.write(c.bytes());
                    out.flush();
                }
            } catch (IOException | InterruptedException e) {
                try {
                    from.close();
                    to.close();
                } catch (IOException ignored) {
                    // Both ends are going anyway.
                }
            }
        });
        reader.setDaemon(true);
        writer.setDaemon(true);
        reader.start();
        writer.start();
    }
}
