package ks.net.club.db;

import static ks.net.club.db.StoredMoves.await;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What a game's caller is told about its change is the truth, when its limit passes while its
 * group's transaction is still running: the group is made slow by a real means, a second
 * connection holding the lock on the game's row that the change updates. Run against H2 and
 * PostgreSQL by the subclasses.
 */
@Timeout(60)
abstract class GroupCommitLimitContract {

    /** Long enough for the writer to take the change up before it passes, even on a loaded machine. */
    private static final Duration LIMIT = Duration.ofSeconds(4);
    /** Far past {@link #LIMIT}, so that a commit begun is never cut short by it here. */
    private static final Duration COMMIT_LIMIT = Duration.ofSeconds(30);

    String url;
    ClubDatabase db;
    GroupCommit commits;

    /** The JDBC address of an empty database for one test. */
    abstract String freshDatabase() throws Exception;

    @BeforeEach
    void open() throws Exception {
        url = freshDatabase();
        db = ClubDatabase.open(url, null, null, 2);
        db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE moves (n INT PRIMARY KEY)");
                s.execute("CREATE TABLE board (id INT PRIMARY KEY, plies INT NOT NULL)");
                s.execute("INSERT INTO board (id, plies) VALUES (1, 0)");
            }
            return null;
        });
        commits = new GroupCommit(db, LIMIT, COMMIT_LIMIT);
    }

    @AfterEach
    void close() {
        commits.close();
        db.close();
    }

    @Test
    void aMoveWhoseCallerWasToldItFailedWhileItsGroupWaitedOnALockIsNeverStored() throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        CompletableFuture<Void> move;
        try (Connection holder = lockTheBoard()) {
            move = commits.submit(c -> {
                writing.countDown();
                play(c, 1);
            });
            assertThat(writing.await(20, TimeUnit.SECONDS)).as("the writer took the move up").isTrue();
            Throwable told = move.handle((v, e) -> e).get(30, TimeUnit.SECONDS);
            assertThat(told).as("the move's caller was told it was not stored").isInstanceOf(TimeoutException.class);
            holder.rollback();
        }
        // Whatever the writer does with that group is done once a later move is stored.
        commits.commit(c -> play(c, 2));
        assertThat(StoredMoves.in(db)).as("moves stored").containsExactly(2);
    }

    @Test
    void theOtherMovesOfAGroupThatHeldAMoveGivenUpAreStoredAndToldSo() throws Exception {
        CountDownLatch taken = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> busy = commits.submit(c -> {
            taken.countDown();
            await(release);
        }, COMMIT_LIMIT);
        // The busy change is the writer's group alone before the two moves come.
        assertThat(taken.await(20, TimeUnit.SECONDS)).as("the writer took the busy change up").isTrue();
        CompletableFuture<Void> early;
        CompletableFuture<Void> late;
        try (Connection holder = lockTheBoard()) {
            CountDownLatch writing = new CountDownLatch(1);
            early = commits.submit(c -> {
                writing.countDown();
                play(c, 1);
            });
            // The late move's limit is far past the early one's, so only the early one is given up.
            late = commits.submit(c -> play(c, 2), COMMIT_LIMIT);
            // Both wait behind the busy change, so the writer takes them up as one group.
            release.countDown();
            busy.get(20, TimeUnit.SECONDS);
            assertThat(writing.await(20, TimeUnit.SECONDS)).as("the writer took the group up").isTrue();
            Throwable told = early.handle((v, e) -> e).get(30, TimeUnit.SECONDS);
            assertThat(told).as("the early move's caller was told it was not stored")
                    .isInstanceOf(TimeoutException.class);
            holder.rollback();
        }
        late.get(30, TimeUnit.SECONDS);
        assertThat(StoredMoves.in(db)).as("moves stored").containsExactly(2);
    }


    /** A second connection's open transaction holding the lock on the board's row, which every move updates. */
    private Connection lockTheBoard() throws SQLException {
        Connection holder = DriverManager.getConnection(url);
        holder.setAutoCommit(false);
        try (Statement s = holder.createStatement()) {
            s.executeUpdate("UPDATE board SET plies = -1 WHERE id = 1");
        }
        return holder;
    }

    static void play(Connection c, int n) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO moves (n) VALUES (" + n + ")");
            s.executeUpdate("UPDATE board SET plies = " + n + " WHERE id = 1");
        }
    }
}
