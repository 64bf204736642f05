package ks.net.club.db;

import static ks.net.club.db.StoredMoves.await;
import static ks.net.club.db.StoredMoves.move;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
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
import org.junit.jupiter.api.io.TempDir;

/**
 * A change whose caller gave up waiting was told it was not stored (its game is reloaded from the
 * database and goes on without it), so the group commit must never store it afterwards: not in
 * its group, and not when its group failed and each change is tried again alone.
 */
@Timeout(60)
class GroupCommitGivenUpTest {

    /** Long enough for the group to be taken up before it passes, even on a loaded machine. */
    private static final Duration LIMIT = Duration.ofSeconds(5);

    @TempDir
    Path dir;

    private ClubDatabase db;
    private GroupCommit commits;

    @BeforeEach
    void open() {
        db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir), null, null, 2);
        commits = new GroupCommit(db, LIMIT);
        commits.commit(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE moves (n INT PRIMARY KEY)");
            }
        });
    }

    @AfterEach
    void close() {
        commits.close();
        db.close();
    }

    @Test
    void aChangeGivenUpOnWhileItsGroupFailsIsNotStoredWhenTriedAgainAlone() throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> holder = commits.submit(c -> {
            writing.countDown();
            await(release);
        });
        assertThat(writing.await(20, TimeUnit.SECONDS)).isTrue();
        // The group behind the holder: a change that fails once the move's caller has given up, and the move.
        CompletableFuture<CompletableFuture<Void>> moveDone = new CompletableFuture<>();
        commits.submit(c -> {
            moveDone.join().handle((v, e) -> null).join();
            throw new SQLException("a bad change in the same group");
        });
        CompletableFuture<Void> move = commits.submit(move(1));
        moveDone.complete(move);
        release.countDown();
        holder.get(20, TimeUnit.SECONDS);

        Throwable told = move.handle((v, e) -> e).get(30, TimeUnit.SECONDS);
        assertThat(told).as("the move's caller was told it was not stored").isInstanceOf(TimeoutException.class);
        // Whatever the writer does with that group is done once a later change is stored.
        commits.commit(move(2));
        assertThat(StoredMoves.in(db)).as("moves stored").containsExactly(2);
    }
}
