package ks.net.club;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs tasks one at a time, in the order given, on a shared pool: the state a game or a
 * connection owns is touched by one thread at a time without locks, and thousands of them share
 * a few threads. A task that throws is logged and the next one runs.
 */
final class Actor implements Executor {

    private static final Logger LOG = Logger.getLogger(Actor.class.getName());

    private final Executor pool;
    private final Queue<Runnable> tasks = new ArrayDeque<>();
    private boolean running;

    Actor(Executor pool) {
        this.pool = pool;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (tasks) {
            tasks.add(task);
            if (running) {
                return;
            }
            running = true;
        }
        schedule();
    }

    private void schedule() {
        try {
            pool.execute(this::drain);
        } catch (RejectedExecutionException e) {
            synchronized (tasks) {
                running = false;
            }
            throw e;
        }
    }

    private void drain() {
        Runnable next;
        synchronized (tasks) {
            next = tasks.poll();
            if (next == null) {
                running = false;
                return;
            }
        }
        try {
            next.run();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "a club task failed", e);
        }
        synchronized (tasks) {
            if (tasks.isEmpty()) {
                running = false;
                return;
            }
        }
        schedule();
    }
}
