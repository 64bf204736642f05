package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real {@code ks} in a real terminal: tmux runs a shell, the test types into it and reads
 * the screen back as text, as a person would see it. Every screen read is saved under
 * {@code app/target/screens/} for a reviewer. Skipped when tmux is not installed.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class ScreenIT {

    private static final String PROMPT = Tmux.PROMPT;

    @TempDir
    Path tmp;

    private Tmux t;

    @BeforeAll
    static void needTmux() {
        Tmux.assumeAvailable();
    }

    @AfterEach
    void stopTmux() throws Exception {
        if (t != null) {
            t.close();
        }
    }

    /** A shell in a detached 100x30 terminal, with its own HOME and a UTF-8 locale. */
    private void startShell(String name) throws Exception {
        t = Tmux.shell(name, tmp.resolve("home"), 100, 30, java.util.Map.of());
    }

    private void ks(String... args) throws Exception {
        t.ks(args);
    }

    private void keys(String... keys) throws Exception {
        t.keys(keys);
    }

    private void typeLine(String text) throws Exception {
        t.typeLine(text);
    }

    private String waitFor(String what, Predicate<String> ready, int seconds) throws Exception {
        return t.waitFor(what, ready, seconds);
    }

    private String save(String name, String screen) throws IOException {
        return t.save(name, screen);
    }

    private String tmux(String... args) throws Exception {
        return t.tmux(args);
    }

    private static String statusLine(String screen) {
        return Tmux.statusLine(screen);
    }

    /** The lines under "Umpire, this turn:" in the panel. */
    private static String thisTurn(String screen) {
        int at = screen.indexOf("Umpire, this turn:");
        int end = screen.indexOf("Umpire, last turn:");
        return at < 0 || end < at ? "" : screen.substring(at, end);
    }

    /** Types a move and waits for the umpire's answer and, if it stood, the opponent's reply. */
    private String play(String move) throws Exception {
        // Type only on our turn: a move typed while the opponent is still moving is refused
        // locally ("it is not your move") in a status line the next redraw replaces.
        String before = statusLine(waitFor("our move", s -> s.contains("Your move") || s.contains("Game over"), 60));
        typeLine(move);
        // A refusal counts only once the status line has changed, so an earlier one is not taken for it.
        // An accepted move counts once the opponent has answered it, so the next one is typed on our turn.
        return waitFor("the answer to " + move, s -> s.contains(move + ": accepted")
                && statusLine(s).startsWith("practice-bot has moved") || s.contains("Game over")
                || !statusLine(s).equals(before)
                && (statusLine(s).contains("refused") || statusLine(s).startsWith("not playable")), 60);
    }

    /** The shell answers again, with the line discipline back in canonical mode with echo. */
    private void assertShellRestored() throws Exception {
        typeLine("echo modes-$(stty -a | tr ' ;' '\\n\\n' | grep -c -x -e icanon -e echo)-seen");
        String s = save("shell", waitFor("the shell to answer", x -> x.matches("(?s).*\nmodes-\\d-seen.*"), 10));
        assertThat(s).contains("\nmodes-2-seen");
    }

    // ---- the tests ----

    @Test
    void aPracticeGameOnTheFullScreenBoard() throws Exception {
        startShell("practice");
        ks("--practice", "--name", "alice", "--white", "+s", "--rule-set", "icc");
        String s = save("start", waitFor("the board", x -> x.contains("your move>"), 60));
        assertThat(s).contains("    a    b    c    d    e    f    g    h");
        assertThat(s).contains(" 1   \u2656    \u2658    \u2657    \u2655    \u2654    \u2657    \u2658    \u2656   1");
        assertThat(s).contains("alice (white) vs practice-bot").contains("Rules: icc").contains("Your move");
        assertThat(s).contains("(x) pawn try").contains("(@) taken here").contains("(+) checker");
        assertThat(tmux("display", "-p", "-t", "ks", "#{alternate_on}").strip()).isEqualTo("1");

        // A move typed on the command line.
        play("e4");
        s = save("typed-move", waitFor("the opponent's answer", x -> x.contains("practice-bot has moved."), 60));
        assertThat(s).contains("e2-e4: accepted").contains("practice-bot has moved.");
        // The pawn on e4, with the mark of our last move in its corner.
        assertThat(s).contains(" 4" + " ".repeat(23) + "\u2659 *" + " ".repeat(16) + "4");

        // A move made with the cursor keys: from the king on e1, left and up to d2, pick up, two up, put down.
        keys("Left", "Up");
        waitFor("the cursor on d2", x -> statusLine(x).startsWith("d2: your pawn"), 10);
        keys("Enter");
        save("picked-up", waitFor("the pawn picked up", x -> statusLine(x).startsWith("Picked up the pawn on d2"), 10));
        keys("Up", "Up");
        waitFor("the cursor on d4", x -> statusLine(x).startsWith("Enter moves the pawn on d2 to d4"), 10);
        keys("Enter");
        s = save("cursor-move", waitFor("d2-d4 played", x -> x.contains("d2-d4: accepted")
                && statusLine(x).startsWith("practice-bot has moved"), 60));
        assertThat(s).contains(" 2 " + "  \u2659  ".repeat(3) + "    *" + "     " + "  \u2659  ".repeat(3) + " 2");

        // Pawns forward until the umpire announces pawn tries; then their tokens are on the board.
        String[] pushes = {"e4-e5", "d4-d5", "e5-e6", "d5-d6", "c2-c4", "c4-c5", "f2-f4", "f4-f5", "c5-c6", "f5-f6",
            "b2-b4", "b4-b5", "g2-g4", "g4-g5", "b5-b6", "g5-g6", "a2-a4", "h2-h4", "a4-a5", "h4-h5"};
        String tries = null;
        for (String push : pushes) {
            s = play(push);
            if (s.contains("Game over")) {
                break;
            }
            if (thisTurn(s).contains("Pawn tries:")) {
                tries = s;
                break;
            }
        }
        assertThat(tries).as("no pawn tries were announced in " + pushes.length + " moves").isNotNull();
        save("pawn-tries", tries);
        assertThat(tries).contains("(x)");

        // The zone of control, then the help.
        keys("F2");
        s = save("zone", waitFor("the zone", x -> statusLine(x).startsWith("Zone of control shown"), 10));
        assertThat(s).contains("(F2 hides)").contains(": ");
        keys("?");
        s = save("help", waitFor("the help", x -> x.contains("Keys on the full-screen board:")
                && x.contains("descriptive"), 10));
        assertThat(s).contains("Ctrl-L").contains("descriptive");
        keys("Escape");
        waitFor("the board again", x -> x.contains("Umpire, this turn:"), 10);

        // A smaller terminal: the board redraws in the small layout.
        tmux("resize-window", "-t", "ks", "-x", "80", "-y", "24");
        // The redraw is caught whole only once its last line is there: the prompt.
        s = save("resized-80x24", waitFor("the small board", x -> x.contains("    a  b  c  d  e  f  g  h")
                && x.lines().count() == 24 && x.contains("your move>"), 20));
        assertThat(s).contains("your move>").contains("Messages:");
        keys("C-l");
        save("redrawn", waitFor("a redraw", x -> x.contains("    a  b  c  d  e  f  g  h"), 10));

        // Quit: it counts as resigning; the terminal is given back.
        keys("q", "u", "Tab");
        waitFor("completion", x -> x.contains("your move> quit"), 10);
        keys("Enter");
        waitFor("the question", x -> x.contains("Quit? It counts as resigning. (y/n)"), 10);
        keys("y");
        s = save("after-quit", waitFor("the shell again", x -> x.contains("Game over: 0-1 (alice quit)")
                && x.stripTrailing().endsWith(PROMPT.strip()), 60));
        assertThat(s).contains("The whole board:").contains("Audit: passed").contains("Game record saved in");
        assertThat(tmux("display", "-p", "-t", "ks", "#{alternate_on}").strip()).isEqualTo("0");
        assertShellRestored();
    }

    @Test
    void theBoardShadesWhereTheEnemyMayBeAndShowsTenthsOnDemand() throws Exception {
        startShell("belief");
        ks("--practice", "--name", "alice", "--white", "--level", "2");
        // Before any move the enemy is where it started, for certain: the strongest mark on its squares,
        // drawn once the first belief is ready (the board never waits for it).
        String s = save("belief-start", waitFor("the board shaded", x -> x.contains("your move>")
                && x.contains(" 8   %    %    %    %    %    %    %    %   8"), 60));
        assertThat(s).contains(" .-=% enemy 5-75%+ (F3 0-9)");

        play("e4");
        keys("F3");
        s = save("belief-tenths", waitFor("the tenths", x -> statusLine(x).startsWith("Belief in tenths"), 10));
        assertThat(s).contains(" 0-9  enemy, tenths (F3)");
        assertThat(s).containsPattern(" 8 .*[0-9].* 8");
        typeLine("belief");
        s = save("belief-marks", waitFor("the marks", x -> statusLine(x).startsWith("Belief as marks"), 10));
        assertThat(s).containsPattern(" [67] .*[.=%-].* [67]");
        keys("C-c");
        waitFor("the question", x -> x.contains("(y/n)"), 10);
        keys("y");
        waitFor("the shell again", x -> x.stripTrailing().endsWith(PROMPT.strip()), 60);
    }

    @Test
    void blackSeesTheBoardTurnedInAsciiAndCtrlCLeavesCleanly() throws Exception {
        startShell("black");
        ks("--practice", "--name", "alice", "--black", "--ascii");
        String s = save("start", waitFor("black's board", x -> x.contains("waiting for practice-bot>")
                || x.contains("your move>"), 60));
        assertThat(s).contains("    h    g    f    e    d    c    b    a");
        assertThat(s).contains(" 8   r    n    b    k    q    b    n    r   8");
        keys("C-c");
        s = waitFor("the question", x -> x.contains("Quit? It counts as resigning. (y/n)"), 10);
        assertThat(statusLine(s).strip()).as("how to stop without losing").isEqualTo("To stop without losing: n, then adjourn.");
        keys("C-c");
        s = save("after-ctrl-c", waitFor("the shell again", x -> x.contains("Game over: 1-0 (alice quit)")
                && x.stripTrailing().endsWith(PROMPT.strip()), 60));
        assertThat(tmux("display", "-p", "-t", "ks", "#{alternate_on}").strip()).isEqualTo("0");
    }

    @Test
    void aDumbTerminalFallsBackToDumbModeAndSaysSo() throws Exception {
        startShell("dumb");
        typeLine("export TERM=dumb");
        ks("--practice", "--name", "alice", "--white");
        // Typed only at the prompt: a line typed ahead of it is echoed before it and the question drawn over it.
        String s = save("dumb", waitFor("dumb mode", x -> x.contains("Type 'help' for the commands.")
                && Tmux.lastLine(x).startsWith("your move>"), 60));
        assertThat(s).contains("ks: the terminal is 'dumb'; playing in dumb mode.");
        assertThat(s).contains("You (alice) play white");
        typeLine("resign");
        waitFor("the question", x -> x.contains("Resign the game? (y/n)"), 10);
        typeLine("y");
        save("resigned", waitFor("the end", x -> x.contains("Game over: 0-1 (alice resigned)")
                && x.stripTrailing().endsWith(PROMPT.strip()), 60));
    }

    @Test
    void aKilledProcessGivesTheTerminalBack() throws Exception {
        startShell("killed");
        ks("--practice", "--name", "alice", "--white");
        waitFor("the board", x -> x.contains("your move>"), 60);
        tmux("send-keys", "-t", "ks", "-l", "e4");
        // Kill only once ks has read the keys: unread ones would reach the shell after it.
        waitFor("the typed text", x -> x.contains("your move> e4"), 10);
        String pid = t.shellPid();
        Process kill = new ProcessBuilder("pkill", "-TERM", "-P", pid).start();
        kill.waitFor(10, TimeUnit.SECONDS);
        String s = save("after-kill", waitFor("the shell again", x -> x.stripTrailing().endsWith(PROMPT.strip()), 30));
        assertThat(tmux("display", "-p", "-t", "ks", "#{alternate_on}").strip()).isEqualTo("0");
        assertShellRestored();
    }
}
