package ks.net.club.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * The group commit's limits told truly on a throwaway PostgreSQL server, a fresh database per
 * test; skipped when PostgreSQL is not installed, except on CI. PostgreSQL can also make the
 * commit itself slow by a real means: a deferred constraint trigger, run by {@code COMMIT}, that
 * waits on a lock a second connection holds.
 */
class GroupCommitLimitOnPostgresTest extends GroupCommitLimitContract {

    @Override
    String freshDatabase() throws Exception {
        return Postgres.freshDatabase("commits");
    }

    @Test
    void aMoveWhoseLimitPassesWhileItsGroupCommitsIsToldItWasStored() throws Exception {
        gateTheCommits();
        CompletableFuture<Void> move;
        try (Connection holder = holdTheGate()) {
            CountDownLatch writing = new CountDownLatch(1);
            move = commits.submit(c -> {
                writing.countDown();
                play(c, 1);
            });
            assertThat(writing.await(20, TimeUnit.SECONDS)).as("the writer took the move up").isTrue();
            // Queued behind the move's group, its limit passes after the move's: the move's has passed once it is told.
            CompletableFuture<Void> later = commits.submit(c -> play(c, 2));
            assertThat(later.handle((v, e) -> e).get(30, TimeUnit.SECONDS)).isInstanceOf(TimeoutException.class);
            assertThat(move).as("the move's caller still waits for its commit").isNotDone();
            holder.rollback();
        }
        move.get(30, TimeUnit.SECONDS);
        assertThat(StoredMoves.in(db)).as("moves stored").containsExactly(1);
    }

    @Test
    void aCommitHeldUpPastItsBoundIsRolledBackAndItsCallerToldItWasNotStored() throws Exception {
        gateTheCommits();
        Throwable told;
        try (Connection holder = holdTheGate();
                GroupCommit bounded = new GroupCommit(db, Duration.ofSeconds(1), Duration.ofSeconds(2))) {
            told = bounded.submit(c -> play(c, 1)).handle((v, e) -> e).get(30, TimeUnit.SECONDS);
            holder.rollback();
        }
        assertThat(told).as("the move's caller was told it was not stored").isInstanceOf(TimeoutException.class);
        commits.commit(c -> play(c, 2));
        assertThat(StoredMoves.in(db)).as("moves stored").containsExactly(2);
    }

    /** Every move's commit passes through the gate: a deferred trigger takes the lock on the gate's row. */
    private void gateTheCommits() {
        db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE gate (id INT PRIMARY KEY)");
                s.execute("INSERT INTO gate (id) VALUES (1)");
                s.execute("CREATE FUNCTION through_gate() RETURNS trigger LANGUAGE plpgsql AS "
                        + "$$ BEGIN PERFORM 1 FROM gate WHERE id = 1 FOR UPDATE; RETURN NULL; END $$");
                s.execute("CREATE CONSTRAINT TRIGGER at_commit AFTER INSERT ON moves DEFERRABLE INITIALLY DEFERRED "
                        + "FOR EACH ROW EXECUTE FUNCTION through_gate()");
            }
            return null;
        });
    }

    private Connection holdTheGate() throws SQLException {
        Connection holder = DriverManager.getConnection(url);
        holder.setAutoCommit(false);
        try (Statement s = holder.createStatement()) {
            s.executeQuery("SELECT id FROM gate WHERE id = 1 FOR UPDATE").close();
        }
        return holder;
    }
}
