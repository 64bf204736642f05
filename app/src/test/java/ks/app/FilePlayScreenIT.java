package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ks.app.fileplay.GameFile;
import ks.app.game.LockCost;
import ks.crypto.Argon2id;
import ks.testkit.Needed;
import ks.testkit.Poll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A turn of a game by file in a real terminal (tmux): the password is asked without echo, the turn is
 * played on the full-screen board, and leaving it hands the terminal back. The game is made as players
 * make it, at the full password cost (the other end-to-end tests of play by file use the cheap test
 * cost). Screens are saved under {@code app/target/screens-fileplay/}. Skipped when tmux is not
 * installed.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class FilePlayScreenIT {

    private static final String PROMPT = "ks-file$ ";
    private static final String PASSWORD = "correct horse battery";

    @TempDir
    Path tmp;

    private String socket;
    private int shot;

    @BeforeAll
    static void needTmux() {
        Needed.require(Needed.runs("tmux", "-V"), "tmux is not installed: the full-screen file-play test is skipped");
        Assumptions.assumeTrue(System.getProperty("ks.jar") != null, "ks.jar is not set: run under Failsafe");
    }

    @AfterEach
    void stopTmux() throws Exception {
        if (socket != null) {
            tmux("kill-server");
        }
    }

    private String tmux(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("tmux", "-L", socket, "-f", "/dev/null"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(20, TimeUnit.SECONDS);
        return out;
    }

    private void type(String text) throws Exception {
        tmux("send-keys", "-t", "ks", "-l", text);
        tmux("send-keys", "-t", "ks", "Enter");
    }

    private String waitFor(String what, Predicate<String> ready, int seconds) throws Exception {
        try {
            return save(what.replace(' ', '-'), Poll.until(what, seconds, () -> tmux("capture-pane", "-p", "-t", "ks"),
                    ready));
        } catch (Poll.TimedOut e) {
            save("timeout", String.valueOf(e.last()));
            throw e;
        }
    }

    private String save(String name, String screen) throws IOException {
        Path dir = KsProcess.jar().getParent().resolve("screens-fileplay");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(String.format("%02d-%s.txt", ++shot, name)), screen, StandardCharsets.UTF_8);
        return screen;
    }

    @Test
    void aTurnOnTheFullScreenBoardAfterAPasswordTypedUnseen() throws Exception {
        Path game = tmp.resolve("game.ksf");
        KsProcess made = KsProcess.start(tmp.resolve("maker"), "",
                Map.of("KS_PASSWORD_WHITE", PASSWORD, "KS_PASSWORD_BLACK", "bob's own"),
                "--file", game.toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(made.await(60)).as(made.transcript()).isZero();
        GameFile.read(game).refuseLocksBelow(Argon2id.Cost.INTERACTIVE);

        socket = "ks-file-it-" + ProcessHandle.current().pid();
        Path home = tmp.resolve("alice");
        Files.createDirectories(home);
        tmux("new-session", "-d", "-s", "ks", "-x", "100", "-y", "30", "--", "env", "HOME=" + home, "LANG=C.UTF-8",
                "TERM=xterm-256color", "PS1=" + PROMPT, "HISTFILE=", "bash", "--norc", "--noprofile");
        waitFor("the shell", s -> s.contains(PROMPT.strip()), 20);
        StringBuilder line = new StringBuilder();
        for (String w : KsProcess.javaCommand("--file", game.toString())) {
            line.append('\'').append(w).append("' ");
        }
        type(line.toString().strip());
        waitFor("the password question", s -> s.contains("Password for alice (white):"), 60);
        type(PASSWORD);
        String board = waitFor("the board", s -> s.contains("your move>"), 60);
        assertThat(board).contains("alice (white) vs bob").contains("Rules: kref").contains("Your move")
                .contains("White to move").doesNotContain("battery");

        type("e4");
        String sealed = waitFor("the sealed move", s -> s.contains("e2-e4: accepted") && s.contains("Enter or q leaves"),
                60);
        assertThat(sealed).contains("Stopped: your move is sealed in game.ksf");
        tmux("send-keys", "-t", "ks", "q");
        String after = waitFor("the shell again", s -> s.contains("Stopped: your move is sealed in game.ksf: send the"
                + " file to bob") && s.stripTrailing().endsWith(PROMPT.strip()), 30);
        assertThat(after).doesNotContain("battery");
        assertThat(tmux("display", "-p", "-t", "ks", "#{alternate_on}").strip()).isEqualTo("0");

        KsProcess bob = KsProcess.start(tmp.resolve("bob"), "", Map.of("KS_PASSWORD", "bob's own"),
                "--file", game.toString(), "-d");
        assertThat(bob.await(60)).as(bob.transcript()).isZero();
        assertThat(bob.out()).contains("alice has moved; your move.");
    }

    @Test
    void aMistypedSecondEntryAsksForThatPasswordAgainOnly() throws Exception {
        Path game = tmp.resolve("game.ksf");
        startInTmux("maker", "--file", game.toString(), "new", "--white", "alice", "--black", "bob");
        waitFor("alice's password", s -> s.contains("alice, choose your password (white; not shown):"), 60);
        type("apple pie");
        waitFor("alice's second entry", s -> s.contains("alice, type it again:"), 10);
        type("apple pi");
        String again = waitFor("alice's password asked again", s -> s.contains("once more.")
                && s.split("alice, choose your password", -1).length == 3, 10);
        assertThat(again).contains("The two entries of alice's password differ; once more.")
                .doesNotContain("bob, choose").doesNotContain("nothing was made");
        type("apple pie");
        waitFor("alice's second entry again", s -> s.split("alice, type it again:", -1).length == 3, 10);
        type("apple pie");
        waitFor("bob's password", s -> s.contains("bob, choose your password (black; not shown):"), 10);
        type("banana split");
        waitFor("bob's second entry", s -> s.contains("bob, type it again:"), 10);
        type("banana split");
        String made = waitFor("the new game", s -> s.contains("New game in ") && s.stripTrailing().endsWith(
                PROMPT.strip()), 60);
        assertThat(made).doesNotContain("apple").doesNotContain("banana");

        KsProcess alice = KsProcess.start(tmp.resolve("alice"), "e4\n", Map.of("KS_PASSWORD", "apple pie",
                LockCost.TEST_VARIABLE, "64,1,1"), "--file", game.toString(), "-d");
        assertThat(alice.await(60)).as(alice.transcript()).isZero();
        assertThat(alice.out()).contains("e2-e4: accepted");
    }
    @Test
    void aWrongPasswordTypedAtTheTerminalIsSaidAndAskedForAgain() throws Exception {
        openAsAliceInTmux(cheapGame());
        waitFor("the password question", s -> s.contains("Password for alice (white):"), 60);
        type("apple pi");
        String again = waitFor("the password asked again", s -> asked(s) == 2, 30);
        assertThat(again).contains("Wrong password: it opens game.ksf neither for alice nor for bob; once more.")
                .doesNotContain("ks: game.ksf");
        type("apple pie");
        String opened = waitFor("the game", s -> s.contains("your move>"), 60);
        assertThat(opened).doesNotContain("apple");
    }

    @Test
    void threeWrongPasswordsEndInOneLine() throws Exception {
        openAsAliceInTmux(cheapGame());
        for (int tries = 1; tries <= 3; tries++) {
            int asking = tries;
            waitFor("question " + tries, s -> asked(s) == asking, 60);
            type("wrong " + tries);
        }
        String after = waitFor("the shell again", s -> s.contains("ks: game.ksf: wrong password")
                && s.stripTrailing().endsWith(PROMPT.strip()), 60);
        assertThat(after).contains("ks: game.ksf: wrong password: it opens game.ksf neither for alice nor for bob")
                .doesNotContain("your move>");
    }

    /** A game made at the test's cheap password cost: alice's password {@code apple pie}. */
    private Path cheapGame() throws Exception {
        Path game = tmp.resolve("game.ksf");
        KsProcess made = KsProcess.start(tmp.resolve("maker"), "",
                Map.of("KS_PASSWORD_WHITE", "apple pie", "KS_PASSWORD_BLACK", "banana split", LockCost.TEST_VARIABLE,
                        "64,1,1"), "--file", game.toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(made.await(60)).as(made.transcript()).isZero();
        return game;
    }

    private void openAsAliceInTmux(Path game) throws Exception {
        startInTmux("alice", "--file", game.toString(), "-d");
    }

    /** ks started with {@code args} from a shell in tmux, at the test's cheap password cost, in a home of its own. */
    private void startInTmux(String homeName, String... args) throws Exception {
        socket = "ks-file-it-" + ProcessHandle.current().pid();
        Path home = tmp.resolve(homeName);
        Files.createDirectories(home);
        tmux("new-session", "-d", "-s", "ks", "-x", "100", "-y", "30", "--", "env", "HOME=" + home, "LANG=C.UTF-8",
                "TERM=xterm-256color", LockCost.TEST_VARIABLE + "=64,1,1", "PS1=" + PROMPT, "HISTFILE=", "bash",
                "--norc", "--noprofile");
        waitFor("the shell", s -> s.contains(PROMPT.strip()), 20);
        StringBuilder line = new StringBuilder();
        for (String w : KsProcess.javaCommand(args)) {
            line.append('\'').append(w).append("' ");
        }
        type(line.toString().strip());
    }

    /** How often the screen shows alice's password asked for. */
    private static int asked(String screen) {
        return screen.split("Password for alice \\(white\\):", -1).length - 1;
    }
}
