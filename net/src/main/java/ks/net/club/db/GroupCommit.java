package ks.net.club.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Group commit for the games' changes: a game's thread hands its change over and waits; one
 * writer thread takes every change waiting and commits them in a single transaction, so under
 * load a few hundred moves cost one commit instead of a few hundred. Each change is still
 * durable before its caller goes on (write-ahead is kept). When a group fails, each of its changes
 * is tried again alone, so one bad change fails only its own caller.
 */
public final class GroupCommit implements AutoCloseable {

    /** One game's change. */
    @FunctionalInterface
    public interface Change {
        void run(Connection c) throws SQLException;
    }

    private record Pending(Change change, CompletableFuture<Void> done) {
    }

    private static final int MAX_GROUP = 256;
    private static final Pending STOP = new Pending(c -> { }, new CompletableFuture<>());

    private final ClubDatabase db;
    private final LinkedBlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread writer;

    public GroupCommit(ClubDatabase db) {
        this.db = db;
        this.writer = new Thread(this::run, "ks-club-commit");
        writer.setDaemon(true);
        writer.start();
    }

    /** Commits {@code change}, grouped with whatever else waits; a failure is a {@link ClubStoreException}. */
    public void commit(Change change) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        queue.add(new Pending(change, done));
        try {
            done.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof ClubStoreException s ? s
                    : new ClubStoreException("the club's database failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ClubStoreException("interrupted while storing a game");
        }
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
            try {
                db.inTransaction(c -> {
                    for (Pending p : group) {
                        p.change().run(c);
                    }
                    return null;
                });
                group.forEach(p -> p.done().complete(null));
            } catch (RuntimeException e) {
                for (Pending p : group) {
                    try {
                        db.inTransaction(c -> {
                            p.change().run(c);
                            return null;
                        });
                        p.done().complete(null);
                    } catch (RuntimeException alone) {
                        p.done().completeExceptionally(alone);
                    }
                }
            }
            group.clear();
            if (stop) {
                return;
            }
        }
    }

    /** Commits what waits, then stops the writer. */
    @Override
    public void close() {
        queue.add(STOP);
        try {
            writer.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
