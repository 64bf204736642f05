package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The events one player saw, in order. A test waits for the next event of a kind, woken by its
 * arrival (never by polling with a sleep); the events it passes over stay queued.
 */
final class EventQueue extends LinkedBlockingQueue<Event> {

    private static final long serialVersionUID = 1L;
    private static final long WAIT_SECONDS = 30;

    private final transient Object arrived = new Object();
    private transient volatile Hold hold;

    /**
     * The thread that adds an event to the queue is the player's session worker: held here, it takes
     * nothing else in meanwhile, so a test can let inputs and deadlines wait together for it.
     */
    static final class Hold {
        private final Class<? extends Event> type;
        private final CountDownLatch held = new CountDownLatch(1);
        private final CountDownLatch released = new CountDownLatch(1);

        private Hold(Class<? extends Event> type) {
            this.type = type;
        }

        /** Waits until the worker is held on the event. */
        void awaitHeld() throws InterruptedException {
            assertThat(held.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("the worker held on a " + type.getSimpleName())
                    .isTrue();
        }

        /** Lets the worker go on. */
        void release() {
            released.countDown();
        }
    }

    /** Holds the worker that adds the next event of {@code type}, once it is queued, until the hold is released. */
    Hold holdOnNext(Class<? extends Event> type) {
        Hold h = new Hold(type);
        hold = h;
        return h;
    }

    @Override
    public boolean offer(Event e) {
        boolean added = super.offer(e);
        synchronized (arrived) {
            arrived.notifyAll();
        }
        Hold h = hold;
        if (h != null && h.type.isInstance(e)) {
            hold = null;
            h.held.countDown();
            try {
                h.released.await();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        return added;
    }

    /** Removes and returns the first event of {@code type}, waiting up to thirty seconds for it (a joint question on the loaded 2-core machine can take seconds). */
    <T extends Event> T next(Class<T> type) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        synchronized (arrived) {
            while (true) {
                for (Event e : this) {
                    if (type.isInstance(e) && remove(e)) {
                        return type.cast(e);
                    }
                }
                long left = deadline - System.nanoTime();
                assertThat(left).as("an event of type " + type.getSimpleName() + " within " + WAIT_SECONDS
                        + " s; saw " + this).isPositive();
                TimeUnit.NANOSECONDS.timedWait(arrived, left);
            }
        }
    }

    /** The clocks this player was shown once {@code moves} moves were made, waiting for them. */
    ks.engine.clock.ClockState clocksAfter(int moves) throws InterruptedException {
        while (true) {
            Event.Clocks c = next(Event.Clocks.class);
            if (c.state().whiteMoves() + c.state().blackMoves() == moves) {
                return c.state();
            }
        }
    }
}
