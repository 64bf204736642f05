package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Dumb mode at real terminals narrower than 80 columns (tmux, {@code -d}): what ks prints (the
 * opening, notes, says, the board, help) is cut by words to the terminal's width, and a terminal
 * resized during the game is followed. The screen is read with the lines the terminal itself
 * wrapped joined again, so a line ks printed too wide reads as one line wider than the terminal.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class NarrowDumbIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    private Tmux alice;

    private void practice(String test, int columns) throws Exception {
        alice = SHELLS.open(test, tmp.resolve("alice"), columns, 40, Map.of());
        alice.ks("--practice", "--name", "alice", "--white", "-d");
        alice.waitFor("the first prompt", s -> Tmux.lastLine(s).startsWith("your move>"), 60);
    }

    /** The lines ks printed since the game began, each as the terminal's wrapping left it joined. */
    private List<String> printed() throws Exception {
        List<String> lines = alice.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "ks").lines()
                .map(String::stripTrailing).toList();
        int from = 0;
        while (from < lines.size() && !lines.get(from).startsWith("You (alice) play white")) {
            from++;
        }
        // What is typed after a prompt is JLine's line being edited, wrapped by the terminal as it is typed.
        return lines.subList(from, lines.size()).stream().filter(l -> !l.startsWith("your move>")).toList();
    }

    private void talk() throws Exception {
        alice.typeLine("say nobody reads a message this long to the end, but it must still be read whole");
        alice.waitFor("our words", s -> s.contains("you say: "), 30);
        alice.typeLine("draw");
        alice.waitFor("the answer", s -> s.contains("practice-bot says: "), 30);
        alice.typeLine("board");
        alice.typeLine("help");
        alice.waitFor("the help", s -> s.contains("this list"), 30);
    }

    @Test
    void atFortyColumnsEveryLineKsPrintsFitsTheTerminal() throws Exception {
        practice("narrow-40", 40);
        talk();
        List<String> printed = printed();
        alice.save("forty", String.join("\n", printed));
        assertThat(printed).as("the opening, a say, the draw's answer, the board and help").hasSizeGreaterThan(40)
                .allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(40));
        assertThat(String.join(" ", printed)).contains("practice-bot. Rules:").contains("you say: nobody reads")
                .contains("  8 . . . . . . . . 8");
    }

    @Test
    void theClocksInThePromptFitFortyColumns() throws Exception {
        alice = SHELLS.open("narrow-clocks", tmp.resolve("alice"), 40, 20, Map.of());
        alice.ks("--practice", "--name", "alice", "--white", "-d", "--time", "game/1");
        alice.save("clocks", alice.waitFor("the first prompt", s -> Tmux.lastLine(s).matches(
                "\\[\\*0:[0-9]{2} \\| 1:00\\] your move>.*"), 60));
    }

    @Test
    void aTerminalWidenedDuringTheGameIsFollowed() throws Exception {
        practice("narrow-resized", 40);
        alice.tmux("resize-window", "-t", "ks", "-x", "60", "-y", "40");
        talk();
        List<String> help = printed().stream().dropWhile(l -> !l.startsWith("Commands")).toList();
        alice.save("sixty", String.join("\n", help));
        assertThat(help).hasSizeGreaterThan(10).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(60))
                .anySatisfy(l -> assertThat(l.length()).as(l).isGreaterThan(40));
    }
}
