package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ks.testkit.Poll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The full-screen board as a player meets it, one behaviour per test, in a real terminal (tmux)
 * against the fixed built-in opponent: help that fits 80x24, the status line, the last move's
 * mark, a terminal without colour, resigning, the record written the moment the game ends, the
 * player's own squares with {@code -r}, and a link that drops while the board is up.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class BoardIT {

    @TempDir
    Path tmp;

    private Tmux t;

    @BeforeAll
    static void needTmux() {
        Tmux.assumeAvailable();
    }

    @AfterEach
    void stop() throws Exception {
        if (t != null) {
            t.close();
        }
    }

    private Path home() {
        return tmp.resolve("home");
    }

    private String practice(String test, int columns, int rows, Map<String, String> env, String... extra)
            throws Exception {
        t = Tmux.shell(test, home(), columns, rows, env);
        String[] args = new String[extra.length + 3];
        args[0] = "--practice";
        args[1] = "--name";
        args[2] = "alice";
        System.arraycopy(extra, 0, args, 3, extra.length);
        t.ks(args);
        return t.save("start", t.waitFor("the board", s -> s.contains("your move>")
                || s.contains("waiting for practice-bot>"), 60));
    }

    /** Types a move on our turn and waits for the opponent's reply. */
    private String move(String move) throws Exception {
        t.waitFor("our move", s -> s.contains("Your move"), 60);
        t.typeLine(move);
        return t.waitFor(move + " answered", s -> s.contains(move + ": accepted")
                && Tmux.statusLine(s).startsWith("practice-bot has moved"), 60);
    }

    @Test
    void theHelpIsReadableAt80x24PageByPage() throws Exception {
        practice("help-pages", 80, 24, Map.of(), "--white");
        t.keys("?");
        String first = t.save("help-1", t.waitFor("the help", s -> s.contains("Keys on the full-screen board:")
                && s.contains("page 1 of 2"), 10));
        assertThat(first.lines().count()).isEqualTo(24);
        assertThat(first).contains("page 1 of 2");
        t.keys("PageDown");
        String second = t.save("help-2", t.waitFor("page 2", s -> s.contains("page 2 of 2"), 10));
        String both = first + second;
        for (String command : new String[] {"  any ", "  draw ", "  say TEXT", "  resign ", "  adjourn ", "  quit",
            "  help "}) {
            assertThat(both).as(command).contains(command);
        }
        t.keys("Escape");
        t.waitFor("the board again", s -> s.contains("Umpire, this turn:"), 10);
    }

    @Test
    void theStatusLineForgetsTheCursorOnceTheMoveIsMade() throws Exception {
        practice("status", 100, 30, Map.of(), "--white");
        t.keys("Left", "Up");
        t.waitFor("the cursor on d2", s -> Tmux.statusLine(s).startsWith("d2: your pawn"), 10);
        t.keys("Enter", "Up", "Up");
        t.waitFor("the pawn held over d4", s -> Tmux.statusLine(s).startsWith("Enter moves the pawn on d2 to d4"), 10);
        t.keys("Enter");
        String s = t.save("after", t.waitFor("the reply", x -> x.contains("d2-d4: accepted")
                && x.contains("practice-bot has moved.")
                && Tmux.statusLine(x).startsWith("practice-bot has moved"), 60));
        assertThat(Tmux.statusLine(s)).isEqualTo("practice-bot has moved; your move.");
    }

    @Test
    void ourLastMoveIsMarkedOnBothItsSquares() throws Exception {
        practice("last-move", 80, 24, Map.of(), "--white", "--ascii");
        String s = t.save("marked", move("e4"));
        assertThat(s).contains(" 4 " + " ".repeat(12) + " P*" + " ".repeat(9) + " 4");
        assertThat(s).contains(" 2 " + " P ".repeat(4) + "  *" + " P ".repeat(3) + " 2");
        assertThat(s).contains("*  your last move");
    }

    @Test
    void theCapturerIsNotToldHeTookNothingWhereTheRulesDoNotTellHim() throws Exception {
        String s = practice("took", 100, 30, Map.of(), "--white", "--rule-set", "wolfe");
        assertThat(s).contains("You lost: nothing").doesNotContain("You took");
    }

    @Test
    void theTimeOverlayTicksLikeThePrompt() throws Exception {
        practice("time-overlay", 100, 30, Map.of(), "--white", "--time", "game/5");
        t.typeLine("time");
        String first = t.save("time", t.waitFor("the clocks", s -> s.contains("alice (white) 4:"), 20));
        assertThat(first).contains("5:00 each for all the moves");
        String shown = aliceClock(first);
        // Our clock runs while the overlay is up: what it shows must follow it, as the prompt does.
        t.save("ticked", t.waitFor("the overlay's clock to tick", s -> s.contains("alice (white) 4:")
                && !aliceClock(s).equals(shown), 10));
    }

    private static String aliceClock(String screen) {
        return screen.lines().filter(l -> l.contains("alice (white) ")).findFirst().orElse("");
    }

    @Test
    void aVt100GetsNeitherColoursNorChessGlyphs() throws Exception {
        String s = practice("vt100", 80, 24, Map.of("TERM", "vt100"), "--white");
        assertThat(s).contains(" 1  R  N  B  Q  K  B  N  R  1");
        String raw = t.screenWithEscapes();
        Matcher sgr = Pattern.compile("\u001b\\[([0-9;]*)m").matcher(raw);
        while (sgr.find()) {
            for (String p : sgr.group(1).split(";")) {
                boolean colour = p.matches("3[0-8]|4[0-8]|9[0-7]|10[0-7]");
                assertThat(colour).as("colour code " + p + " in " + sgr.group()).isFalse();
            }
        }
    }

    @Test
    void resigningOnTheBoardAsksFirst() throws Exception {
        practice("resign", 80, 24, Map.of(), "--white");
        t.typeLine("resign");
        t.waitFor("the question", s -> s.contains("Resign the game? (y/n)"), 10);
        t.keys("n");
        t.save("kept", t.waitFor("no", s -> Tmux.statusLine(s).startsWith("Not leaving"), 10));
        t.typeLine("resign");
        t.waitFor("the question again", s -> s.contains("Resign the game? (y/n)"), 10);
        t.keys("y");
        t.save("resigned", t.waitFor("the end", s -> s.contains("Game over: 0-1 (alice resigned)"), 30));
    }

    @Test
    void theRecordIsWrittenTheMomentTheGameEndsBeforeAnyKey() throws Exception {
        practice("record", 80, 24, Map.of(), "--white");
        move("e4");
        t.typeLine("resign");
        t.waitFor("the question", s -> s.contains("Resign the game? (y/n)"), 10);
        t.keys("y");
        t.save("over", t.waitFor("the game-over screen", s -> s.contains("Game over. Enter or q leaves"), 30));
        Path games = home().resolve(".ks").resolve("games");
        Poll.until("the game's PGN", 20, () -> count(games, ".pgn"), n -> n > 0);
        // Nothing pressed yet: the record and its PGN are there, and closing the window loses nothing.
        assertThat(count(games, ".ksg")).isEqualTo(1);
        assertThat(count(games, ".pgn")).isEqualTo(1);
        t.close();
        t = null;
        assertThat(count(games, ".ksg")).isEqualTo(1);
        assertThat(count(games.resolve("unfinished"), ".kss")).isZero();
    }

    @Test
    void theRatingChangeIsShownAtTheGameOverScreenAndKeptWhenTheWindowCloses() throws Exception {
        int number = Crashes.freeNumber(42);
        KsProcess bob = KsProcess.start(tmp.resolve("bob"), "resign\n", "--name", "bob", "-b", "-d", "_" + number,
                "alice@localhost");
        try {
            t = Tmux.shell("rated-end", home(), 100, 30, Map.of());
            t.ks("--name", "alice", "-w", "_" + number, "bob@localhost");
            t.waitFor("the board", s -> s.contains("your move>"), 90);
            t.typeLine("e4");
            String over = t.save("over", t.waitFor("the game-over screen with the ratings",
                    s -> s.contains("Game over. Enter or q leaves") && s.contains("Ratings: alice"), 60));
            // The panel wraps the line: "(-10)" goes on the next line.
            assertThat(over).contains("Ratings: alice 1200 -> 1210 (+10), bob 1200 -> 1190").contains("(-10)");
            // The player closes the window instead of pressing a key: the ledger has the game all the same.
            t.close();
            t = null;
            assertThat(bob.await(60)).as(bob.transcript()).isZero();
            KsProcess check = KsProcess.start(home(), "", "--ratings", "--check");
            assertThat(check.await(60)).as(check.transcript()).isZero();
            assertThat(check.out()).contains("all 1 entry matches its signed record");
        } finally {
            bob.process.destroyForcibly();
        }
    }

    private static long count(Path dir, String suffix) throws Exception {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(suffix)).count();
        }
    }

    @Test
    void blackWithMinusRReadsTheBoardInItsOwnSquares() throws Exception {
        String s = practice("minus-r", 100, 30, Map.of(), "--black", "--ascii", "-r");
        assertThat(s).contains("    a    b    c    d    e    f    g    h");
        assertThat(s).contains(" 1   r    n    b    k    q    b    n    r   1");
        // The opponent's first move puts its own line in the status line: the cursor's comes after it.
        t.waitFor("practice-bot's first move", x -> Tmux.lastLine(x).startsWith("your move>"), 60);
        t.keys("Up");
        t.save("cursor", t.waitFor("the cursor's square named", x -> Tmux.statusLine(x).startsWith("d2: your pawn"),
                10));
    }

    @Test
    void theBoardStaysWholeWhileTheLinkIsDownAndReconnecting() throws Exception {
        int number = Crashes.freeNumber(41);
        KsProcess bob = KsProcess.startRobot(tmp.resolve("bob"), "", "--name", "bob", "-b", "-d", "_" + number,
                "--robot", "3", "--robot-delay", "200", "alice@localhost");
        try {
            t = Tmux.shell("reconnect", home(), 80, 24, Map.of());
            t.ks("--name", "alice", "-w", "--ascii", "_" + number, "--wait", "120", "bob@localhost");
            t.waitFor("the board", s -> s.contains("your move>"), 90);
            t.typeLine("e4");
            t.waitFor("bob's reply", s -> s.contains("bob has moved."), 60);
            bob.process.destroyForcibly().waitFor();
            String s = t.save("reconnecting", t.waitFor("the reconnection notice",
                    x -> x.contains("reconnecting to bob"), 60));
            assertThat(s.lines().count()).isEqualTo(24);
            assertThat(s.lines().findFirst().orElse("")).startsWith("    a  b  c  d  e  f  g  h");
            assertThat(Tmux.lastLine(s)).startsWith("your move>");
            t.keys("C-l");
            String redrawn = t.save("redrawn", t.waitFor("a redraw", x -> x.contains("reconnecting to bob"), 10));
            assertThat(redrawn.lines().limit(10).toList()).isEqualTo(s.lines().limit(10).toList());
        } finally {
            bob.process.destroyForcibly();
        }
    }
}
