package ks.net.club.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Group commit for the games' changes: a game's thread hands its change over and waits; one
 * writer thread takes every change waiting and commits them in a single transaction, so under
 * load a few hundred moves cost one commit instead of a few hundred, and the rows of those that
 * are {@link Rows} alone go as a few JDBC batches ({@link Batches}) instead of a few statements each. Each change is still
 * durable before its caller goes on (write-ahead is kept). When a group fails, each of its changes
 * is tried again alone, so one bad change fails only its own caller. What a caller hears is the
 * truth: "stored" only once its transaction committed, "not stored" only when it never will be. A
 * caller gives up after {@link #DEFAULT_LIMIT} (or the limit given) unless its group has already
 * claimed it for its commit: a writer stuck in the database, or one that stopped, fails the game's
 * save in words instead of hanging the game, and a group that still holds a change given up on is
 * rolled back and goes again without it. A caller whose group is committing hears how the commit
 * ended, however long past its limit (docs/club.md, "What a member is told when a move cannot be
 * stored").
 */
public final class GroupCommit implements AutoCloseable {

    /**
     * How long a game waits for its change's group to begin its commit, longer than the pool's and
     * the lock's own waits; the commit, begun, may take as long again.
     */
    public static final Duration DEFAULT_LIMIT = Duration.ofSeconds(60);

    /** One game's change. */
    @FunctionalInterface
    public interface Change {
        void run(Connection c) throws SQLException;
    }

    /**
     * A change made of rows alone, added to the group's {@link Batches}: a group of moves then
     * costs a few batches instead of a few statements a move. Alone it is its own batch.
     */
    @FunctionalInterface
    public interface Rows extends Change {
        void add(Batches b) throws SQLException;

        @Override
        default void run(Connection c) throws SQLException {
            try (Batches b = new Batches(c)) {
                add(b);
            }
        }
    }

    /**
     * A change handed over and what its caller is told. Its caller's limit and the writer race for
     * it: the writer claims it just before its group commits, the limit gives it up while it waits;
     * whichever comes first decides, so it is never both committed and told it was not.
     */
    private static final class Pending {
        private final Change change;
        private final CompletableFuture<Void> done = new CompletableFuture<>();
        private boolean claimed;
        private boolean givenUp;
        private boolean overdue;

        Pending(Change change) {
            this.change = change;
        }

        /** The limit passed: true when its caller is to be told it was not stored; a claimed one is overdue instead. */
        synchronized boolean giveUp() {
            if (claimed) {
                overdue = true;
                return false;
            }
            givenUp = true;
            return true;
        }

        synchronized boolean givenUp() {
            return givenUp;
        }

        /** The writer is about to commit it: false when its caller has given up. */
        synchronized boolean claim() {
            if (givenUp) {
                return false;
            }
            claimed = true;
            return true;
        }

        /** Its group did not commit: waiting again, or given up (and told) if its limit passed meanwhile. */
        void release() {
            boolean late;
            synchronized (this) {
                late = claimed && overdue;
                claimed = false;
                givenUp = givenUp || late;
            }
            if (late) {
                done.completeExceptionally(new TimeoutException());
            }
        }
    }

    /** A group held a change given up on before it committed: rolled back, to go again without it. */
    private static final class GaveUp extends RuntimeException {
        GaveUp() {
            super(null, null, false, false);
        }
    }

    /**
     * The most changes a group holds: as many as the club has workers, which is what a group can
     * hold when each waits on its worker. A group's moves are all answered when it is durable and
     * its time grows with its size, so when commits are awaited without a worker a backlog behind a
     * slow commit leaves in groups of this size, the first answered after one such group, instead
     * of in one group of hundreds answered together (one grew to 256 when this was 256).
     */
    static final int MAX_GROUP = 32;
    private static final Pending STOP = new Pending(c -> { });

    private final ClubDatabase db;
    private final Duration limit;
    private final Duration commitLimit;
    private final LinkedBlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread writer;
    private volatile boolean closed;
    /** Counted by the writer alone, read by {@link #summary}: what the groups came to. */
    private final AtomicLong groups = new AtomicLong();
    private final AtomicLong grouped = new AtomicLong();
    private final AtomicLong largest = new AtomicLong();
    private final AtomicLong storingNanos = new AtomicLong();

    public GroupCommit(ClubDatabase db) {
        this(db, DEFAULT_LIMIT);
    }

    /** A group commit whose callers wait at most {@code limit} each for their group's commit, which may take as long again. */
    public GroupCommit(ClubDatabase db, Duration limit) {
        this(db, limit, limit);
    }

    /**
     * A group commit whose callers wait at most {@code limit} each for their group to begin its
     * commit, and whose commits, begun, are bounded by {@code commitLimit} ({@link ClubDatabase#bound}).
     */
    GroupCommit(ClubDatabase db, Duration limit, Duration commitLimit) {
        this.db = db;
        this.limit = limit;
        this.commitLimit = commitLimit;
        this.writer = new Thread(this::run, "ks-club-commit");
        writer.setDaemon(true);
        writer.start();
    }

    /**
     * Commits {@code change}, grouped with whatever else waits; a failure, a writer that does not
     * store it within the limit, or a group commit already closed is a {@link ClubStoreException}.
     */
    public void commit(Change change) {
        try {
            submit(change).get();
        } catch (ExecutionException e) {
            throw failure(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ClubStoreException("interrupted while storing a game");
        }
    }

    /**
     * Hands {@code change} to the writer without waiting: the future completes once it is durable,
     * or exceptionally (see {@link #failure}) when it failed, was given up at the limit before its
     * group committed (and then never will be stored), or the group commit is closed.
     */
    public CompletableFuture<Void> submit(Change change) {
        return submit(change, limit);
    }

    /** {@link #submit(Change)} with a limit of its own for this change (tests: two limits in one group). */
    CompletableFuture<Void> submit(Change change, Duration limit) {
        if (closed) {
            return CompletableFuture.failedFuture(stopping());
        }
        Pending p = new Pending(change);
        CompletableFuture<Void> limited = new CompletableFuture<Void>()
                .orTimeout(limit.toNanos(), TimeUnit.NANOSECONDS);
        limited.whenComplete((v, e) -> {
            if (e != null && p.giveUp()) {
                p.done.completeExceptionally(e);
            }
        });
        // Done, its timer is cancelled: a busy club keeps no timer per move it has answered.
        p.done.whenComplete((v, e) -> limited.complete(null));
        queue.add(p);
        return p.done;
    }

    /** What a failed {@link #submit} comes to, as the one-line error the game's players are told. */
    public ClubStoreException failure(Throwable cause) {
        Throwable c = cause instanceof CompletionException && cause.getCause() != null
                ? cause.getCause() : cause;
        if (c instanceof ClubStoreException s) {
            return s;
        }
        if (c instanceof TimeoutException) {
            return new ClubStoreException("the club's database did not store the game within "
                    + limit.toSeconds() + " s");
        }
        return new ClubStoreException("the club's database failed: " + c, c);
    }

    private static ClubStoreException stopping() {
        return new ClubStoreException("the club is stopping; the game was not stored");
    }

    private void run() {
        List<Pending> group = new ArrayList<>();
        while (true) {
            try {
                group.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            queue.drainTo(group, MAX_GROUP - 1);
            boolean stop = group.remove(STOP);
            long began = System.nanoTime();
            store(group);
            count(group.size(), System.nanoTime() - began);
            group.clear();
            if (stop) {
                return;
            }
        }
    }

    /**
     * Stores {@code group} in one transaction. A change given up on before the commit is taken out
     * and the rest go again; when the group fails, each change is tried alone, so one bad change
     * fails only its own caller.
     */
    private void store(List<Pending> group) {
        List<Pending> left = new ArrayList<>(group);
        while (true) {
            // A caller that gave up has been told its game was not stored: never store it now.
            left.removeIf(Pending::givenUp);
            if (left.isEmpty()) {
                return;
            }
            try {
                db.inTransaction(c -> {
                    try (Batches rows = new Batches(c)) {
                        for (Pending p : left) {
                            if (p.change instanceof Rows r) {
                                r.add(rows);
                            } else {
                                // What runs now must follow every row added before it.
                                rows.flush();
                                p.change.run(c);
                            }
                        }
                    }
                    claim(left);
                    db.bound(c, commitLimit);
                    return null;
                });
            } catch (GaveUp e) {
                left.forEach(Pending::release);
                continue;
            } catch (RuntimeException e) {
                left.forEach(Pending::release);
                left.forEach(this::alone);
                return;
            }
            left.forEach(p -> p.done.complete(null));
            return;
        }
    }

    private void alone(Pending p) {
        if (p.givenUp()) {
            // Its caller gave up while the group was tried: told it was not stored, so it never is.
            return;
        }
        try {
            db.inTransaction(c -> {
                p.change.run(c);
                claim(List.of(p));
                db.bound(c, commitLimit);
                return null;
            });
            p.done.complete(null);
        } catch (GaveUp e) {
            p.release();
        } catch (RuntimeException e) {
            p.release();
            p.done.completeExceptionally(e);
        }
    }

    /** Claims every change of {@code group} for the commit about to run, or throws {@link GaveUp}: roll it back. */
    private static void claim(List<Pending> group) {
        for (Pending p : group) {
            if (!p.claim()) {
                throw new GaveUp();
            }
        }
    }

    private void count(int size, long nanos) {
        if (size > 0) {
            groups.incrementAndGet();
            grouped.addAndGet(size);
            largest.accumulateAndGet(size, Math::max);
            storingNanos.addAndGet(nanos);
        }
    }

    /** One line: how many groups were committed, their mean and largest size, and the mean time a group took to store. */
    public String summary() {
        long n = groups.get();
        return String.format("group commit: %d groups, %.1f changes a group on average (largest %d), %.2f ms a group "
                + "to store", n, n == 0 ? 0.0 : grouped.get() / (double) n, largest.get(),
                n == 0 ? 0.0 : storingNanos.get() / 1e6 / n);
    }

    /** Commits what waits, then stops the writer; a change handed over later fails at once. */
    @Override
    public void close() {
        closed = true;
        queue.add(STOP);
        try {
            writer.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Pending p; (p = queue.poll()) != null;) {
            p.done.completeExceptionally(stopping());
        }
    }
}
