package ks.net;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A stranger on one machine who knows both names and floods a waiting player with calls: {@code lines}
 * connections at once from {@code from}, each greeting as the opponent and then saying nothing, each
 * dialled again the moment it is hung up. For attack tests only.
 */
final class CallFlood implements AutoCloseable {
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final CountDownLatch warmedUp;
    private volatile boolean stopped;

    CallFlood(InetAddress from, InetSocketAddress target, String claimed, String waiting, int lines, int warmUp) {
        warmedUp = new CountDownLatch(warmUp);
        for (int i = 0; i < lines; i++) {
            threads.execute(() -> {
                while (!stopped) {
                    try (Socket socket = new Socket()) {
                        open.add(socket);
                        socket.bind(new InetSocketAddress(from, 0));
                        socket.connect(target);
                        warmedUp.countDown();
                        new FrameWriter(socket.getOutputStream()).write(Hello.fresh(claimed, waiting).encode());
                        InputStream in = socket.getInputStream();
                        while (in.read() >= 0) {
                            // Holds the call until it is hung up.
                        }
                    } catch (IOException hungUpOrRefused) {
                        // Call again.
                    } finally {
                        open.removeIf(Socket::isClosed);
                    }
                }
            });
        }
    }

    /** Waits until the flood has made its first {@code warmUp} calls. */
    void awaitWarmUp() throws InterruptedException {
        if (!warmedUp.await(60, TimeUnit.SECONDS)) {
            throw new AssertionError("the flood did not get going");
        }
    }

    @Override
    public void close() throws Exception {
        stopped = true;
        threads.shutdown();
        for (Socket socket : open) {
            socket.close();
        }
        threads.awaitTermination(10, TimeUnit.SECONDS);
    }
}
