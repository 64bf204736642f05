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
 * The board at its smallest size, 60x18, in a real terminal (tmux): words in a script of wide
 * characters stay inside the panel, an answer too long for the status line is read whole in the
 * messages, and a terminal shrunk below 60x18 says so in one line and shows the game as text,
 * the clocks, the help and the men as pages.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class NarrowBoardIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    private Tmux t;

    private void practice(String test) throws Exception {
        t = SHELLS.open(test, tmp.resolve("alice"), 60, 18, Map.of());
        t.ks("--practice", "--name", "alice", "--white");
        t.waitFor("the board", s -> s.contains("your move>") && s.contains("Messages:"), 60);
    }

    @Test
    void wideCharactersStayInsideThePanel() throws Exception {
        practice("narrow-board-wide");
        String words = "漢字のテストです。これは長いメッセージで、パネルの幅を超えるはずです。最後まで読めますか";
        t.type("say " + words);
        t.keys("Enter");
        String s = t.save("wide", t.waitFor("our words", x -> x.contains("you say:"), 30));
        assertThat(words.codePoints()).allSatisfy(c -> assertThat(s).contains(Character.toString(c)));
        // Nothing the panel drew ran on into the next row, over the legend at its left.
        List<String> rows = s.lines().toList();
        assertThat(rows).anySatisfy(r -> assertThat(r).startsWith(" (x) pawn try"));
        assertThat(rows).allSatisfy(r -> assertThat(r).doesNotStartWith("漢").doesNotStartWith("長"));
    }

    @Test
    void anAnswerLongerThanTheStatusLineIsReadWholeInTheMessages() throws Exception {
        practice("narrow-board-answer");
        t.typeLine("hlep");
        String s = t.save("answer", t.waitFor("the answer", x -> x.contains("not understood"), 30));
        assertThat(Tmux.statusLine(s)).endsWith("~");
        // The status line stops at its edge; the messages hold the hint's end.
        assertThat(s).contains("'help' for the commands)");
    }

    @Test
    void belowTheLeastSizeTheBoardSaysSoInOneLineAndTheGameIsReadAsText() throws Exception {
        practice("narrow-board-small");
        t.tmux("resize-window", "-t", "ks", "-x", "40", "-y", "12");
        String s = t.save("small", t.waitFor("the notice", x -> x.contains("the board needs"), 10));
        assertThat(s.lines().toList()).first().isEqualTo("40x12: the board needs 60x18.");
        assertThat(s.lines().toList()).contains("Your move");
        assertThat(Tmux.lastLine(s)).isEqualTo("your move>");
        t.typeLine("e4");
        String answered = t.save("answered", t.waitFor("the answer and the reply",
                x -> x.contains("e2-e4: accepted") && x.contains("practice-bot has moved; your move."), 60));
        assertThat(answered.lines().toList()).first().isEqualTo("40x12: the board needs 60x18.");
        assertThat(answered.lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(40));
    }

    @Test
    void belowTheLeastSizeTimeShowsTheClocks() throws Exception {
        t = SHELLS.open("narrow-board-small-time", tmp.resolve("alice"), 60, 18, Map.of());
        t.ks("--practice", "--name", "alice", "--white", "--time", "game/5");
        t.waitFor("the board", s -> s.contains("your move>") && s.contains("Messages:"), 60);
        t.tmux("resize-window", "-t", "ks", "-x", "40", "-y", "12");
        t.waitFor("the notice", x -> x.contains("the board needs"), 10);
        t.typeLine("time");
        String s = t.save("time", t.waitFor("the clocks", x -> x.contains("Clocks (game/5"), 30));
        assertThat(s).contains("alice (white)").contains("practice-bot (black)").contains("(any key closes this)");
        assertThat(Tmux.lastLine(s)).as("the prompt leaves room to type").matches("\\[\\*\\d:\\d\\d \\| \\d:\\d\\d\\] your move>");
        t.keys("Escape");
        t.waitFor("the notice again", x -> x.contains("the board needs") && !x.contains("Clocks ("), 10);
    }

    @Test
    void belowTheLeastSizeTheHelpIsReadPageByPage() throws Exception {
        practice("narrow-board-small-help");
        t.tmux("resize-window", "-t", "ks", "-x", "40", "-y", "12");
        t.waitFor("the notice", x -> x.contains("the board needs"), 10);
        t.type("?");
        String first = t.save("help", t.waitFor("the help's first page",
                x -> x.contains("-- 1/") && x.contains(": PgDn more, Esc closes --"), 30));
        assertThat(first).doesNotContain("the board needs");
        t.keys("PageDown");
        t.save("help-2", t.waitFor("the help's second page", x -> x.contains("-- 2/"), 10));
    }

    @Test
    void onThreeRowsAPagesFooterIsSeenOverTheStatusLine() throws Exception {
        practice("narrow-board-three-rows");
        t.typeLine("e4");
        t.waitFor("a status", x -> x.contains("practice-bot has moved; your move."), 60);
        t.tmux("resize-window", "-t", "ks", "-x", "40", "-y", "3");
        t.waitFor("the notice", x -> x.contains("Needs 60x18") || x.contains("the board needs"), 10);
        t.type("?");
        String s = t.save("three-rows-help", t.waitFor("the help's first page", x -> x.contains("Keys"), 30));
        assertThat(s.lines().toList()).hasSize(3);
        assertThat(s.lines().toList().get(1)).as("how to go on").startsWith(" -- 1/").endsWith(": PgDn more, Esc closes --");
        assertThat(Tmux.lastLine(s)).isEqualTo("your move>");
    }

    @Test
    void belowTheLeastSizeBoardShowsTheMenAsText() throws Exception {
        practice("narrow-board-small-board");
        t.tmux("resize-window", "-t", "ks", "-x", "40", "-y", "12");
        t.waitFor("the notice", x -> x.contains("the board needs"), 10);
        t.typeLine("board");
        String s = t.save("board", t.waitFor("the men", x -> x.contains("2 P P P P P P P P 2"), 30));
        assertThat(s).contains("a b c d e f g h").contains("1 R N B Q K B N R 1").doesNotContain("the board needs");
    }
}
