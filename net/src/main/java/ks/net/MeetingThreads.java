package ks.net;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads of one {@link Rendezvous}: a fixed pool for the listening loop, the dialing loop and the
 * accepted calls, owned by the rendezvous and stopped when it closes. Threads are named {@code
 * ks-rendezvous-M-N} (meeting M of this process, thread N of the meeting) and are daemons: looking up
 * the opponent's machine cannot be interrupted and must not keep ks from exiting. Each thread is
 * enlisted in the {@link MeetingState}, so {@link #stop} can wait until every one has ended, not only
 * until the pool has no more work.
 */
final class MeetingThreads {
    /**
     * How long closing waits for the threads. Only a lookup of the opponent's machine, or a player's
     * event handler that blocks, can outlast it; the thread then ends on its own, a daemon meanwhile.
     */
    private static final long STOP_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final AtomicInteger MEETINGS = new AtomicInteger();

    private final MeetingState state;
    private final ExecutorService pool;

    MeetingThreads(int size, MeetingState state) {
        this.state = state;
        int meeting = MEETINGS.incrementAndGet();
        this.pool = Executors.newFixedThreadPool(size, task -> {
            Thread thread = new Thread(task);
            thread.setName("ks-rendezvous-" + meeting + "-" + state.enlist(thread));
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Runs {@code task} on a thread of the pool; false once the pool is stopped. */
    boolean submit(Runnable task) {
        try {
            pool.execute(task);
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    /**
     * Stops the pool (a task still queued never runs, a running one is interrupted) and waits until
     * every thread has ended. The meeting must be closed first, so that nothing blocks them: the
     * sockets they wait on are closed and the pauses end. A thread of the rendezvous itself (a player's
     * event handler that closes the meeting) cannot wait for itself; the close that {@code meet} makes
     * on its own thread waits for all.
     */
    void stop() {
        pool.shutdownNow();
        // After shutdownNow no thread starts that is not in this list: the pool checks under its own
        // lock, after our factory has enlisted the thread, whether it may still start it.
        List<Thread> threads = state.threads();
        if (threads.contains(Thread.currentThread())) {
            return;
        }
        long until = System.nanoTime() + STOP_NANOS;
        try {
            for (Thread thread : threads) {
                long left = until - System.nanoTime();
                if (left > 0) {
                    TimeUnit.NANOSECONDS.timedJoin(thread, left);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
