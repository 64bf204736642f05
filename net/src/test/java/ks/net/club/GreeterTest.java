package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class GreeterTest {

    /** Holds the greeter's thread in a first handshake until {@link #release}; the rest queue behind it. */
    private static final class Held {
        final CountDownLatch running = new CountDownLatch(1);
        final CountDownLatch released = new CountDownLatch(1);

        Runnable handshake() {
            return () -> {
                running.countDown();
                try {
                    released.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
        }

        void release() {
            released.countDown();
        }
    }

    private static Greeter started() {
        Greeter greeter = new Greeter();
        greeter.start();
        return greeter;
    }

    @Test
    void oneAddressMayHaveAtMost64HandshakesWaiting() throws InterruptedException {
        try (Greeter greeter = started()) {
            Held held = new Held();
            greeter.offer("10.0.0.9", held.handshake());
            held.running.await();
            for (int i = 0; i < Greeter.WAITING_PER_ADDRESS; i++) {
                assertThat(greeter.offer("10.0.0.1", () -> { })).isTrue();
            }

            assertThat(greeter.offer("10.0.0.1", () -> { })).isFalse();
            assertThat(greeter.offer("10.0.0.2", () -> { })).isTrue();
            held.release();
        }
    }

    @Test
    void addressesTakeTurnsSoAFloodDelaysAnotherAddressByOneHandshake() throws InterruptedException {
        List<String> order = new CopyOnWriteArrayList<>();
        CountDownLatch all = new CountDownLatch(4);
        try (Greeter greeter = started()) {
            Held held = new Held();
            greeter.offer("10.0.0.9", held.handshake());
            held.running.await();
            for (String h : List.of("flood 1", "flood 2", "flood 3")) {
                greeter.offer("10.0.0.1", () -> {
                    order.add(h);
                    all.countDown();
                });
            }
            greeter.offer("10.0.0.2", () -> {
                order.add("member");
                all.countDown();
            });
            held.release();
            all.await();
        }

        assertThat(order).containsExactly("flood 1", "member", "flood 2", "flood 3");
    }
}
