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
 * messages, and a terminal shrunk below 60x18 says so in one line.
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
    void belowTheLeastSizeTheBoardSaysSoInOneLine() throws Exception {
        practice("narrow-board-small");
        t.tmux("resize-window", "-t", "ks", "-x", "40", "-y", "12");
        String s = t.save("small", t.waitFor("the notice", x -> x.contains("the board needs"), 10));
        assertThat(s.lines().toList()).first().isEqualTo("40x12: the board needs 60x18.");
        assertThat(s.lines().filter(l -> !l.isBlank()).toList()).containsExactly("40x12: the board needs 60x18.",
                "your move>");
    }
}
