package ks.net.protocol;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;

/**
 * A game store that holds the first save it is armed for ({@link #arm}) until the test releases it,
 * as a slow disk would, the session's worker waiting inside it; every other save, and the finished
 * game, is dropped.
 */
final class HeldSave implements GameStore {

    private final CountDownLatch held = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile Predicate<SavedGame> armed = g -> false;

    /** The first save from now on that {@code holds} holds for is held. */
    void arm(Predicate<SavedGame> holds) {
        armed = holds;
    }

    void awaitHeld() throws InterruptedException {
        held.await();
    }

    void release() {
        released.countDown();
    }

    @Override
    public void save(SavedGame game) throws IOException {
        if (armed.test(game)) {
            armed = g -> false;
            held.countDown();
            try {
                released.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted");
            }
        }
    }

    @Override
    public void finished(SavedGame game) {
    }
}
