package ks.net.club;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs tasks one at a time, in the order given, on a shared pool: the state a game or a
 * connection owns is touched by one thread at a time without locks, and thousands of them share
 * a few threads. A task may {@link #await} something slow (its commit): the actor then runs
 * nothing else until that is done and its continuation has run, but holds no thread meanwhile,
 * so a few threads serve every game whose commit waits. A task that throws is handed to the
 * actor's failure handler (by default logged) and the next one runs.
 */
final class Actor implements Executor {

    private static final Logger LOG = Logger.getLogger(Actor.class.getName());

    /**
     * No pool: each task runs on the thread that gives it, which also waits for what the task
     * awaits, so a caller sees a game's whole answer when its call returns (the contract tests
     * drive games step by step this way).
     */
    static final Executor CALLER = Runnable::run;

    private final Executor pool;
    private final Queue<Runnable> tasks = new ArrayDeque<>();
    private boolean running;
    private volatile Consumer<RuntimeException> failures = e -> LOG.log(Level.WARNING, "a club task failed", e);
    /** Set by the task running now (on the actor's thread) when it awaits; taken as it returns. */
    private CompletableFuture<?> awaited;
    private Runnable then;

    Actor(Executor pool) {
        this.pool = pool;
    }

    /** What becomes of a task (or a continuation) that throws. */
    void onFailure(Consumer<RuntimeException> handler) {
        this.failures = handler;
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
        schedule(this::drain);
    }

    /**
     * From the task running on this actor, as its last act: once {@code done} completes (either
     * way), {@code continuation} runs on this actor, before any task given after this one.
     */
    void await(CompletableFuture<?> done, Runnable continuation) {
        if (awaited != null) {
            throw new IllegalStateException("a task awaits one thing at a time");
        }
        awaited = done;
        then = continuation;
    }

    private void schedule(Runnable step) {
        try {
            pool.execute(step);
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
        step(next);
    }

    /** Runs one task; unless it awaits, goes on with the next. */
    private void step(Runnable task) {
        try {
            task.run();
        } catch (RuntimeException e) {
            failures.accept(e);
        }
        CompletableFuture<?> done = awaited;
        if (done != null) {
            Runnable continuation = then;
            awaited = null;
            then = null;
            if (pool == CALLER) {
                done.handle((v, e) -> null).join();
                step(continuation);
                return;
            }
            // The actor stays marked running, so nothing else of it runs until the continuation has.
            done.whenComplete((v, e) -> resume(continuation));
            return;
        }
        synchronized (tasks) {
            if (tasks.isEmpty()) {
                running = false;
                return;
            }
        }
        try {
            schedule(this::drain);
        } catch (RejectedExecutionException e) {
            // On the pool's own thread, as the pool stops with the club: the tasks left will not run.
            LOG.fine("a game's next task was not run: the club is stopping");
        }
    }

    private void resume(Runnable continuation) {
        try {
            pool.execute(() -> step(continuation));
        } catch (RejectedExecutionException e) {
            // The pool stops with the club: what waited here will not be answered.
            synchronized (tasks) {
                running = false;
            }
            LOG.fine("a game's continuation was not run: the club is stopping");
        }
    }
}
