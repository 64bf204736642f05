package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The full-screen board's start at a real terminal (tmux), watched by strace: the terminal's
 * modes are set through JLine's native library, so no {@code stty} process runs (Lanterna ran five
 * before the first frame), and quitting gives the shell back exactly the modes it had.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class BoardStartIT {

    @TempDir
    Path tmp;

    private Tmux alice;

    @BeforeAll
    static void needTmuxAndStrace() throws Exception {
        Tmux.assumeAvailable();
        StraceWatch.require();
    }

    @AfterEach
    void stop() throws Exception {
        if (alice != null) {
            alice.close();
        }
    }

    @Test
    void theBoardSetsTheTerminalsModesWithoutSttyAndGivesThemBack() throws Exception {
        StraceWatch strace = new StraceWatch(tmp.resolve("execve.txt"));
        Path before = tmp.resolve("modes-before.txt");
        Path after = tmp.resolve("modes-after.txt");
        alice = Tmux.shell("boardstart", tmp.resolve("alice"), 100, 30, Map.of());
        alice.typeLine("stty -g > '" + before + "'");
        alice.typeLine(strace.commandLine("--practice", "--name", "alice", "--white"));
        alice.waitFor("the board", s -> s.contains("your move>"), 120);
        assertThat(strace.executed()).as("programs started up to the board").isNotEmpty()
                .noneMatch(p -> p.endsWith("/stty"));
        alice.keys("q", "u", "Tab");
        alice.waitFor("completion", s -> s.contains("your move> quit"), 10);
        alice.keys("Enter");
        alice.waitFor("the question", s -> s.contains("(y/n)"), 10);
        alice.keys("y");
        alice.waitFor("the shell again", s -> s.contains("Game over: 0-1 (alice quit)"), 60);
        alice.waitForShell(30);
        alice.typeLine("stty -g > '" + after + "'; echo modes-saved");
        alice.waitFor("the modes saved", s -> s.contains("\nmodes-saved"), 10);
        assertThat(Files.readString(after)).as("the terminal's modes after the game").isEqualTo(Files.readString(before));
        assertThat(strace.executed()).as("programs started by the whole game").noneMatch(p -> p.endsWith("/stty"));
    }
}
