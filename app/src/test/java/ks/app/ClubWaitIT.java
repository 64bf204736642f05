package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A member who sat down at a club game in a real terminal and waits for the opponent to sit down
 * too: Ctrl-C must end the wait at once, as it ends a wait for the opponent of a game between two
 * processes, leaving the terminal as it was and the game waiting for both.
 */
class ClubWaitIT {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"board", "dumb"})
    @Timeout(240)
    void ctrlCWhileWaitingForTheOpponentToSitDownLeavesAtOnce(String view) throws Exception {
        Tmux.assumeAvailable();
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            ClubProcesses.Member alice = aliceAndBobAgreeToAGame(club);

            try (Tmux t = Tmux.shell("club-wait-" + view, tmp.resolve("alice"), 100, 30, Map.of())) {
                List<String> command = new ArrayList<>(List.of("--club", club.address(), "--wait", "100"));
                if (view.equals("dumb")) {
                    command.add("-d");
                }
                command.add("bob");
                t.ks(command.toArray(String[]::new));
                t.waitFor("the wait for bob", s -> s.contains("Waiting for bob to sit down"), 60);
                t.keys("C-c");
                t.waitForShell(20);
                assertThat(t.alternateScreen()).as("the board's screen left").isFalse();
            }
            ClubProcesses.Result games = alice.run("", "games");
            assertThat(games.out()).as(games.toString()).contains("game/30, wolfe: ply 0");
        }
    }

    @org.junit.jupiter.api.Test
    @Timeout(240)
    void theLinesWhileSittingDownFitFortyColumns() throws Exception {
        Tmux.assumeAvailable();
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            ClubProcesses.Member alice = aliceAndBobAgreeToAGame(club);

            try (Tmux t = Tmux.shell("club-wait-narrow", tmp.resolve("alice"), 40, 12, Map.of())) {
                t.ks("--club", club.address(), "-d", "bob");
                t.save("waiting", t.waitFor("the wait for bob", s -> s.contains("Waiting for bob"), 60));
                // The lines as printed, each with the lines the terminal wrapped itself joined again. The
                // command typed before them is as long as the directory's path makes it: when it fills the
                // 40 columns exactly, the terminal's pending wrap joins it to "Sitting down", which is cut off.
                List<String> printed = t.tmux("capture-pane", "-p", "-J", "-t", "ks").lines()
                        .dropWhile(l -> !l.contains("Sitting down"))
                        .map(l -> l.contains("Sitting down") ? l.substring(l.indexOf("Sitting down")) : l)
                        .map(String::stripTrailing).toList();
                assertThat(String.join(" ", printed)).contains("Sitting down at game").contains("(white) v");
                assertThat(printed).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(40));
                t.keys("C-c");
                t.waitForShell(20);
            }
        }
    }

    /** alice and bob register, alice seeks game/30, bob asks and alice accepts: alice, whose game it is to sit down at. */
    private ClubProcesses.Member aliceAndBobAgreeToAGame(ClubProcesses.Server club) throws Exception {
        ClubProcesses.Member alice = new ClubProcesses.Member(tmp.resolve("alice"), club.address());
        ClubProcesses.Member bob = new ClubProcesses.Member(tmp.resolve("bob"), club.address());
        assertThat(alice.run("", "register", "alice", "alice@example.org").code()).isZero();
        assertThat(bob.run("", "register", "bob", "bob@example.org").code()).isZero();
        assertThat(alice.run("", "seek", "game/30").code()).isZero();
        assertThat(bob.run("", "play", "1").code()).isZero();
        assertThat(alice.run("", "accept", "1").code()).isZero();
        return alice;
    }
}
