package ks.net.protocol;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A game store whose first save waits until the test releases it: a slow first save, as on a
 * loaded machine, held for exactly as long as a test needs. Later saves, and the finished game,
 * are dropped. A test releases it in its {@code @AfterEach} too, so that no session stays blocked.
 */
final class HeldFirstSave implements GameStore {

    private final CountDownLatch saving = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicReference<SavedGame> first = new AtomicReference<>();

    @Override
    public void save(SavedGame g) {
        if (first.compareAndSet(null, g)) {
            saving.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void finished(SavedGame g) {
    }

    /** Whether the first save began within {@code seconds}. */
    boolean begun(long seconds) throws InterruptedException {
        return saving.await(seconds, TimeUnit.SECONDS);
    }

    /** The game of the first save, or null before it began. */
    SavedGame first() {
        return first.get();
    }

    /** Lets the first save finish (and every later one through). */
    void release() {
        release.countDown();
    }
}
