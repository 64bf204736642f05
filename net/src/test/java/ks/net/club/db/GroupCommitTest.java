package ks.net.club.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A game's save waits for the writer within a limit: a stuck writer or a closed one fails the save in words. */
@Timeout(60)
class GroupCommitTest {

    @TempDir
    Path dir;

    private ClubDatabase db;

    @BeforeEach
    void open() {
        db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir), null, null, 2);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void aSaveBehindAWriterThatNeverFinishesFailsInWordsWithinItsLimit() throws Exception {
        GroupCommit commits = new GroupCommit(db, Duration.ofSeconds(1));
        CountDownLatch stuck = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread first = new Thread(() -> {
            try {
                commits.commit(c -> {
                    stuck.countDown();
                    awaitQuietly(release);
                });
            } catch (ClubStoreException expected) {
                // The first save times out too: its writer is the one that hangs.
            }
        });
        first.start();
        try {
            stuck.await();
            // Within its limit: a save that waited without one would hang here until the class's @Timeout.
            assertThatThrownBy(() -> commits.commit(c -> { })).isInstanceOf(ClubStoreException.class)
                    .hasMessage("the club's database did not store the game within 1 s");
        } finally {
            release.countDown();
            first.join();
            commits.close();
        }
    }

    @Test
    void aSaveAfterTheWriterStoppedFailsAtOnceInWords() {
        GroupCommit commits = new GroupCommit(db, Duration.ofSeconds(30));
        commits.close();
        assertThatThrownBy(() -> commits.commit(c -> { })).isInstanceOf(ClubStoreException.class)
                .hasMessage("the club is stopping; the game was not stored");
    }

    @Test
    void aSaveIsStoredAndItsCallerGoesOn() {
        GroupCommit commits = new GroupCommit(db, Duration.ofSeconds(30));
        try {
            commits.commit(c -> c.createStatement().execute("CREATE TABLE saved (n INT)"));
            commits.commit(c -> c.createStatement().execute("INSERT INTO saved VALUES (1)"));
        } finally {
            commits.close();
        }
        int n = db.inTransaction(c -> {
            try (var r = c.createStatement().executeQuery("SELECT COUNT(*) FROM saved")) {
                r.next();
                return r.getInt(1);
            }
        });
        assertThat(n).isEqualTo(1);
    }

    @Test
    void aBacklogBehindASlowCommitLeavesInGroupsNoLargerThanTheWorkers() throws Exception {
        GroupCommit commits = new GroupCommit(db, Duration.ofSeconds(30));
        CountDownLatch stuck = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try {
            CompletableFuture<Void> slow = commits.submit(c -> {
                stuck.countDown();
                awaitQuietly(release);
            });
            stuck.await();
            List<CompletableFuture<Void>> backlog = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                backlog.add(commits.submit(c -> { }));
            }
            release.countDown();
            slow.join();
            backlog.forEach(CompletableFuture::join);
        } finally {
            release.countDown();
            commits.close();
        }
        assertThat(commits.summary()).contains("(largest 32)");
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
