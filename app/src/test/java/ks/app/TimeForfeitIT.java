package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Games under {@code game/1}, the shortest time control, that end on time because one side stops
 * moving: a game whose host keeps the clocks, its forfeit audited like any end and named in the
 * PGN, and a joint game ({@code +m}) whose clocks both processes show and both end on. Each waits
 * a whole minute of clock with its processes idle, so the two run at once: each has its own
 * processes, homes (one temporary directory per test) and meeting number, and neither computes
 * while the other's clock runs.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
@Execution(ExecutionMode.CONCURRENT)
class TimeForfeitIT {

    @TempDir
    Path tmp;

    @Test
    void aGuestThatNeverMovesLosesOnTimeUnderGameOne() throws Exception {
        String port = "_" + Crashes.freeNumber(71);
        KsProcess alice = KsProcess.startOpen(tmp.resolve("alice"), "--name", "alice", "-w", "+s", "-d",
                "--time", "game/1", port, "bob@localhost");
        assertThat(alice.awaitOutput("Waiting", 30)).as(alice.transcript()).isTrue();
        KsProcess bob = KsProcess.startOpen(tmp.resolve("bob"), "--name", "bob", "-b", "-s", "-d", port,
                "alice@localhost");
        assertThat(alice.awaitOutput("Clocks: *alice 1:00 | bob 1:00", 60)).as(alice.transcript()).isTrue();
        type(alice, "e4");
        assertThat(bob.awaitOutput("alice has moved; your move.", 30)).as(bob.transcript()).isTrue();
        assertThat(bob.awaitOutput("Game over: ", 90)).as(bob.transcript()).isTrue();
        assertThat(alice.awaitOutput("Game over: ", 30)).as(alice.transcript()).isTrue();
        alice.input().close();
        bob.input().close();
        assertThat(alice.await(60)).as(alice.transcript()).isZero();
        assertThat(bob.await(60)).as(bob.transcript()).isZero();
        assertThat(bob.out()).contains("-- Clocks: alice asked for game/1 (1 minute each for the game), and you did"
                + " not say otherwise.").contains("Game over: 1-0 (bob ran out of time)").contains("Audit: passed");
        assertThat(alice.out()).contains("Game over: 1-0 (bob ran out of time)").contains("Audit: passed");
        // The PGN says it in PGN's own words, the reason in a comment.
        String pgn = ClocksIT.pgn(tmp.resolve("alice"));
        assertThat(pgn).contains("[Termination \"time forfeit\"]").contains("[TimeControl \"60\"]")
                .contains("{bob ran out of time} 1-0");
    }

    @Test
    void aTimedJointGameShowsBothClocksToBothAndEndsOnTime() throws Exception {
        String port = "_" + Crashes.freeNumber(700);
        KsProcess alice = KsProcess.startOpen(tmp.resolve("alice"), "--name", "alice", "-w", "-d", "+m", "--time",
                "game/1", port, "bob@localhost");
        KsProcess bob = KsProcess.startOpen(tmp.resolve("bob"), "--name", "bob", "-b", "-d", "+m", port,
                "alice@localhost");
        assertThat(alice.awaitOutput("Clocks: *alice 1:00 | bob 1:00", 120)).as(alice.transcript()).isTrue();
        assertThat(bob.awaitOutput("Clocks: *alice 1:00 | bob 1:00", 60)).as(bob.transcript()).isTrue();
        type(alice, "e4");
        assertThat(bob.awaitOutput("alice has moved; your move.", 60)).as(bob.transcript()).isTrue();
        type(bob, "e5");
        // Alice never moves again: her own process sees her minute run out and says so, unless bob's
        // process claims her flag first. Bob's measure of her turns counts her part of each computation,
        // which her signed thinks leave out; on a loaded machine that part passes the 2 s a move allowed,
        // his measure runs ahead by the rest, and his claim may cross hers. Each process then names the
        // forfeit as it saw it (bob's with what alice's reports left unaccounted): both end on her time.
        assertThat(alice.awaitOutput("Game over: ", 120)).as(alice.transcript()).isTrue();
        assertThat(bob.awaitOutput("Game over: ", 60)).as(bob.transcript()).isTrue();
        alice.input().close();
        bob.input().close();
        assertThat(alice.await(60)).as(alice.transcript()).isZero();
        assertThat(bob.await(60)).as(bob.transcript()).isZero();
        for (KsProcess k : new KsProcess[] {alice, bob}) {
            assertThat(k.out()).as(k.transcript()).containsPattern("Game over: 0-1 \\(alice ran out of time(\\)| by the"
                    + " referee's measure \\(alice's reports left ([0-9]+|under 1) s of it unaccounted for\\)\\))")
                    .containsPattern("Clocks: \\*?alice 0:[0-9]{2}(\\.[0-9])? \\| \\*bob 1:00")
                    .containsPattern("Clocks: \\*alice 0:[0-9]{2}(\\.[0-9])? \\| bob 0:[0-9]{2}");
        }
        for (KsProcess k : new KsProcess[] {alice, bob}) {
            // Which of the two ends each process saw, for a loop of runs under load to count.
            System.out.println(k.out().lines().filter(l -> l.startsWith("Game over: ")).findFirst().orElse(""));
        }
        assertThat(bob.out()).contains("-- Clocks: alice asked for game/1 (1 minute each for the game), and you did"
                + " not say otherwise.");
        JointGameIT.bothAuditsPass(tmp, alice, bob, 2);
    }

    private static void type(KsProcess k, String line) throws IOException {
        k.input().write((line + "\n").getBytes(StandardCharsets.UTF_8));
        k.input().flush();
    }
}
