package ks.net.club.db;

import static ks.net.club.db.StoredMoves.move;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A group's row changes go as JDBC batches, and the group still stores what each change says in
 * the order the changes came: a change that is not rows alone sees every row handed over before
 * it, and a row that cannot be stored fails its own change only.
 */
@Timeout(60)
class BatchesTest {

    @TempDir
    Path dir;

    private ClubDatabase db;
    private GroupCommit commits;

    @BeforeEach
    void open() {
        db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir), null, null, 2);
        commits = new GroupCommit(db, Duration.ofSeconds(30));
        commits.commit(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE moves (n INT PRIMARY KEY)");
                s.execute("CREATE TABLE seen (n INT)");
            }
        });
    }

    @AfterEach
    void close() {
        commits.close();
        db.close();
    }

    @Test
    void aChangeThatIsNotRowsSeesEveryRowHandedOverBeforeIt() throws Exception {
        List<CompletableFuture<Void>> done = inOneGroup(List.of(move(1), move(2), countMovesIntoSeen(), move(3)));

        CompletableFuture.allOf(done.toArray(CompletableFuture[]::new)).get(20, TimeUnit.SECONDS);
        assertThat(ints("SELECT n FROM seen")).containsExactly(2);
        assertThat(ints("SELECT n FROM moves ORDER BY n")).containsExactly(1, 2, 3);
    }

    @Test
    void aRowThatCannotBeStoredFailsItsOwnChangeOnly() throws Exception {
        commits.commit(move(7));

        List<CompletableFuture<Void>> done = inOneGroup(List.of(move(5), move(7), move(6)));

        assertThat(done.get(0).handle((v, e) -> e).get(20, TimeUnit.SECONDS)).isNull();
        assertThat(done.get(1).handle((v, e) -> e).get(20, TimeUnit.SECONDS)).isNotNull();
        assertThat(done.get(2).handle((v, e) -> e).get(20, TimeUnit.SECONDS)).isNull();
        assertThat(ints("SELECT n FROM moves ORDER BY n")).containsExactly(5, 6, 7);
    }

    /** Hands {@code changes} over while the writer is held, so that they are stored as one group. */
    private List<CompletableFuture<Void>> inOneGroup(List<GroupCommit.Change> changes) throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> holder = commits.submit(c -> {
            writing.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        assertThat(writing.await(20, TimeUnit.SECONDS)).isTrue();
        List<CompletableFuture<Void>> done = new ArrayList<>();
        for (GroupCommit.Change change : changes) {
            done.add(commits.submit(change));
        }
        release.countDown();
        holder.get(20, TimeUnit.SECONDS);
        return done;
    }


    private static GroupCommit.Change countMovesIntoSeen() {
        return c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO seen SELECT COUNT(*) FROM moves");
            }
        };
    }

    private List<Integer> ints(String sql) throws SQLException {
        return db.inTransaction(c -> {
            List<Integer> out = new ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
                while (r.next()) {
                    out.add(r.getInt(1));
                }
            }
            return out;
        });
    }
}
