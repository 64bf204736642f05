package ks.net.club.host;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Makes the club's pool threads (daemons, named {@code ks-club-NAME-N}) and keeps them, so that a
 * club that stops, or fails to start, can wait until every one has ended: a pool's termination is
 * reported while its last thread is still on its way out, and a club stopped in a process that goes
 * on (a test, an embedding program) must leave no thread of its own behind.
 */
final class ClubThreads {

    private final List<Thread> made = new ArrayList<>();

    /** A factory of daemon threads named {@code name-1}, {@code name-2}..., each kept. */
    ThreadFactory named(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            synchronized (made) {
                made.add(t);
            }
            return t;
        };
    }

    /** Waits up to {@code millis} in all for every thread made to end; the pools must have been shut down. */
    void join(long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        List<Thread> all;
        synchronized (made) {
            all = List.copyOf(made);
        }
        for (Thread t : all) {
            long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
            if (left <= 0) {
                return;
            }
            t.join(left);
        }
    }
}
