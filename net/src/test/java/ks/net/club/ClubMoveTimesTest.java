package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real club over loopback times each attempt from its frame read to its announcements written,
 * one time an attempt, and writes them where {@link ClubHost#MOVE_TIMES_FILE} names when it stops.
 */
@Timeout(120)
class ClubMoveTimesTest {

    private static final int PLIES = 6;

    @TempDir
    Path dir;

    @Test
    void everyAttemptOfAGameIsTimedOnceAndTheSummaryIsWrittenWhenTheClubStops() throws Exception {
        Path report = dir.resolve("move-times.txt");
        System.setProperty(ClubHost.MOVE_TIMES_FILE, report.toString());
        ExecutorService thinking = Executors.newSingleThreadExecutor();
        List<RawMember> members = new ArrayList<>();
        try {
            ClubHost club = TestClubs.start(dir);
            try (club) {
                RawMember white = new RawMember("127.0.0.1", club.port(), "alice", PLIES, dir.resolve("pins"), ns -> { });
                RawMember black = new RawMember("127.0.0.1", club.port(), "bob", PLIES, dir.resolve("pins"), ns -> { });
                members.add(white);
                members.add(black);
                white.join();
                black.join();
                white.accept(black.request(white.seek("game/60")));
                white.sit();
                black.sit();
                List<Thread> players = new ArrayList<>();
                for (RawMember m : members) {
                    Runnable think = () -> thinking.execute(() -> {
                        try {
                            m.move();
                        } catch (java.io.IOException e) {
                            m.fail(e.toString());
                        }
                    });
                    Thread t = new Thread(() -> m.play(think), "member-" + m.name);
                    players.add(t);
                    t.start();
                }
                for (Thread t : players) {
                    t.join();
                }
                for (RawMember m : members) {
                    assertThat(m.failure()).as(m.name).isNull();
                    assertThat(m.audit()).as(m.name).startsWith("Audit: passed (" + PLIES + " plies");
                }
                // Both audited: the reveal left after every ply's frames on both connections.
                assertThat(club.moveTimes().count()).isEqualTo(PLIES);
                assertThat(club.moveTimes().quantileMs(0.5)).isPositive().isLessThanOrEqualTo(club.moveTimes().maxMs());
            }
            assertThat(Files.readString(report)).startsWith("club's own time, attempt read to its announcements written: "
                    + PLIES + " moves, p50 ");
        } finally {
            System.clearProperty(ClubHost.MOVE_TIMES_FILE);
            thinking.shutdownNow();
            members.forEach(RawMember::close);
        }
    }
}
