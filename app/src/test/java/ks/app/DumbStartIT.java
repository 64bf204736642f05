package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Dumb mode's start at a real terminal (tmux), watched by strace: JLine reaches the terminal
 * through its native library, so no {@code stty}, {@code test} or {@code tty} process runs before
 * the first prompt (JLine's exec provider ran about fifteen), the game goes on as usual, and
 * quitting gives the shell back exactly the modes it had (JLine alone gave it back at speed 0).
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class DumbStartIT {

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
    void noTerminalModeProcessRunsBeforeTheFirstPromptAndTheModesComeBackExactly() throws Exception {
        StraceWatch strace = new StraceWatch(tmp.resolve("execve.txt"));
        Path before = tmp.resolve("modes-before.txt");
        Path after = tmp.resolve("modes-after.txt");
        alice = Tmux.shell("dumbstart", tmp.resolve("alice"), 80, 24, Map.of());
        alice.typeLine("stty -g > '" + before + "'");
        alice.typeLine(strace.commandLine("--practice", "--name", "alice", "--white", "-d"));
        alice.waitFor("the first prompt", s -> Tmux.lastLine(s).startsWith("your move>"), 120);
        List<String> ran = strace.executed();
        assertThat(ran).as("programs started up to the first prompt").isNotEmpty()
                .noneMatch(p -> p.endsWith("/stty") || p.endsWith("/test") || p.endsWith("/tty"));
        alice.typeLine("e4");
        alice.waitFor("the opponent's answer", s -> s.contains("e2-e4: accepted")
                && Tmux.lastLine(s).startsWith("your move>"), 60);
        alice.typeLine("quit");
        alice.waitFor("the question", s -> s.contains("(y/n)"), 10);
        alice.typeLine("y");
        alice.waitFor("the end", s -> s.contains("Game over: 0-1 (alice quit)"), 60);
        alice.waitForShell(30);
        alice.typeLine("stty -g > '" + after + "'; echo modes-saved");
        alice.waitFor("the modes saved", s -> s.contains("\nmodes-saved"), 10);
        assertThat(Files.readString(after)).as("the terminal's modes after the game").isEqualTo(Files.readString(before));
    }
}
