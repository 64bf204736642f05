package ks.net.club.web;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The page's places to work on a request: a request takes one while its answer is built (it may
 * hold a database connection) and gives it back before its answer is written, so a visitor who
 * never reads keeps bytes waiting ({@link Unread}) but no place. A request that finds every place
 * taken waits without a thread, at most {@code waiting} of them, each for at most its turn;
 * the others and those whose turn ran out are refused at once.
 */
final class Places {

    private final int working;
    private final int waiting;
    private final long turnNanos;
    private final Executor threads;
    private final ScheduledExecutorService timer;
    private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
    private int taken;

    Places(int working, int waiting, long turnNanos, Executor threads, ScheduledExecutorService timer) {
        this.working = working;
        this.waiting = waiting;
        this.turnNanos = turnNanos;
        this.threads = threads;
        this.timer = timer;
    }

    /**
     * Runs {@code work} in a place, here or on a thread of the page's own once one is free; or
     * {@code refuse} if none comes in time. {@code work} must call {@link #leave()} once, when its
     * answer is built.
     */
    void enter(Runnable work, Runnable refuse) {
        boolean now;
        synchronized (this) {
            now = taken < working;
            if (now) {
                taken++;
            } else if (queue.size() < waiting) {
                queue.add(work);
                timer.schedule(() -> expire(work, refuse), turnNanos, TimeUnit.NANOSECONDS);
                return;
            }
        }
        (now ? work : refuse).run();
    }

    /** Gives a place back: to the request that has waited longest, or free. */
    void leave() {
        Runnable next;
        synchronized (this) {
            next = queue.poll();
            if (next == null) {
                taken--;
                return;
            }
        }
        threads.execute(next);
    }

    private void expire(Runnable work, Runnable refuse) {
        boolean waited;
        synchronized (this) {
            waited = queue.removeFirstOccurrence(work);
        }
        if (waited) {
            refuse.run();
        }
    }
}
