package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import ks.app.cli.Usage;
import ks.app.seat.Columns;
import org.junit.jupiter.api.Test;

class PrintedTextTest {

    private static List<String> fit(String text, int columns) {
        return PrintedText.fit(text, columns).lines().toList();
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.strip().split("\\s+")).toList();
    }

    @Test
    void theHelpFitsFortyAndSixtyColumnsWithEveryWordWholeAndInItsPlace() {
        for (int columns : new int[] {40, 60}) {
            String fitted = PrintedText.fit(Usage.TEXT, columns);
            assertThat(fitted.lines()).allSatisfy(l -> assertThat(Columns.of(l)).as(l).isLessThanOrEqualTo(columns));
            assertThat(words(fitted)).isEqualTo(words(Usage.TEXT));
        }
    }

    @Test
    void textThatFitsIsLeftAsItIs() {
        assertThat(PrintedText.fit(Usage.TEXT, 80)).isEqualTo(Usage.TEXT);
        assertThat(PrintedText.fit(Usage.TEXT, 0)).isEqualTo(Usage.TEXT);
    }

    @Test
    void aParagraphItsAuthorCutIsFilledAgain() {
        String text = "Both players run ks naming each other; they meet on a port computed from the\n"
                + "two names, and play.\n";
        assertThat(fit(text, 50)).containsExactly(
                "Both players run ks naming each other; they meet",
                "on a port computed from the two names, and play.");
    }

    @Test
    void shortLinesAreNotJoined() {
        assertThat(fit("No unfinished games.\nSee ks --help for the options, and the rules with ks --rules.", 40))
                .containsExactly("No unfinished games.", "See ks --help for the options, and the", "rules with ks --rules.");
    }

    @Test
    void aLongLineWithRoomLeftForTheNextLinesFirstWordEndsThere() {
        // ks --audit: the game's line is long, but its author would have put "Audit:" on it.
        String text = "alice (white) vs practice-bot (black), wolfe: 0-1 (alice quit)\n"
                + "Audit: passed (6 plies, 1 announcement checked)\n";
        assertThat(fit(text, 40)).containsExactly("alice (white) vs practice-bot (black),", "wolfe: 0-1 (alice quit)",
                "Audit: passed (6 plies, 1 announcement", "checked)");
    }

    @Test
    void aLineThatBeginsWithALabelBeginsALineOfItsOwn() {
        // ks --audit of a practice game resigned: the game's line leaves no room for "Audit:" within 72.
        String text = "alice (white) vs practice-bot (black), wolfe: 0-1 (alice resigned)\n"
                + "Audit: passed (2 plies, 0 announcements checked)\n"
                + "(read and checked in 575 ms)\n";
        assertThat(fit(text, 40)).containsExactly("alice (white) vs practice-bot (black),",
                "wolfe: 0-1 (alice resigned)", "Audit: passed (2 plies, 0 announcements", "checked)",
                "(read and checked in 575 ms)");
    }

    @Test
    void aLineWiderThanAnyAuthorCutsAtIsNotGoneOnWith() {
        // ks --audit of an altered record: the audit's line is printed whole, wider than 80 columns.
        String text = "Audit: FAILED at ply 2: black's clock went from 294099 300000 1 0 to 294099 30000 1 1, which no"
                + " move under game/5 gives\n"
                + "(read and checked in 12 ms)\n";
        assertThat(fit(text, 40)).endsWith("(read and checked in 12 ms)");
    }

    @Test
    void aRowGoesOnUnderItsLastColumnWhenThatStandsInTheLeftHalf() {
        String row = "wolfe         BSD ks (default): illegal attempts told to both, checks with\n"
                + "              direction, the victim learns the square of its lost man\n";
        assertThat(fit(row, 40)).containsExactly(
                "wolfe         BSD ks (default): illegal",
                "              attempts told to both,",
                "              checks with direction, the",
                "              victim learns the square",
                "              of its lost man");
    }

    @Test
    void aRowWhoseLastColumnStandsFurtherRightGoesOnUnderItsFirst() {
        assertThat(fit("       ks --practice [options]  play the built-in opponent in this terminal", 40))
                .containsExactly(
                        "       ks --practice [options]",
                        "           play the built-in opponent in",
                        "           this terminal");
    }

    @Test
    void aRowWithOneSpaceBeforeItsLastColumnIsToldByTheLineThatGoesOnUnderIt() {
        String row = "  +a --announce-captures announce every capture (pawn or piece) and promotions\n"
                + "                         to both\n";
        assertThat(fit(row, 40)).containsExactly(
                "  +a --announce-captures",
                "      announce every capture (pawn or",
                "      piece) and promotions to both");
    }

    @Test
    void aBlockIndentedPastTheMiddleMovesUnderTheRowBeforeIt() {
        String rows = "       ks --resume [opponent[@host]]\n"
                + "                                continue an unfinished game without asking\n";
        assertThat(fit(rows, 40)).containsExactly(
                "       ks --resume [opponent[@host]]",
                "           continue an unfinished game",
                "           without asking");
    }

    @Test
    void aListPrintedLineByLineIsReadAsParagraphsWhenItsStreamWaitsForTheNextLine() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream fitted = PrintedText.fitted(new PrintStream(bytes, true, StandardCharsets.UTF_8), () -> 40, true);
        fitted.println("berkeley      Berkeley: captures by square only, checks with direction, \"No\"");
        assertThat(bytes.size()).as("the row's line may go on").isZero();
        fitted.println("              and \"Nonsense\" heard by both");
        fitted.println("wolfe options: +a");
        fitted.flush();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(String.join("\n",
                "berkeley      Berkeley: captures by",
                "              square only, checks with",
                "              direction, \"No\" and",
                "              \"Nonsense\" heard by both",
                "wolfe options: +a", ""));
    }

    @Test
    void aPathLongerThanALineIsLeftWholeAtTheLeftEdgeForTheTerminalToWrap() {
        // Indented, the terminal's wrapping would break it under its start, mid-path.
        String path = "/home/alice/.ks/games/unfinished/practice-bot-b09a4b5e1b4484dc3bc3d2f23a32ae89.kss";
        assertThat(fit("vs practice-bot: you play black, 3 plies  (" + path + ")", 40)).containsExactly(
                "vs practice-bot: you play black, 3 plies",
                "(" + path + ")");
    }

    @Test
    void aCommandThatDoesNotFitAfterTheWordsBeforeItStartsALineOfItsOwn() {
        assertThat(fit("vs bob: you play white, 12 plies\n  continue it with: ks --resume root@192.0.2.2", 40))
                .containsExactly("vs bob: you play white, 12 plies", "  continue it with:", "      ks --resume root@192.0.2.2");
    }

    @Test
    void aCommandWiderThanALineStaysWholeOnALineOfItsOwnAtTheLeftEdge() {
        String command = "ks --resume --config /home/alice/some/very/long/directory/name bob@lab7";
        assertThat(fit("  continue it with: " + command, 40)).containsExactly("  continue it with:", command);
    }

    @Test
    void wordsAfterACommandInTheMiddleOfASentenceAreCutAsAnyOthers() {
        assertThat(fit("Again ks offers to continue it (ks --resume continues without asking, under the name)", 40))
                .containsExactly("Again ks offers to continue it", "(ks --resume continues without asking,", "under the name)");
    }

    @Test
    void wordsAfterACommandAtTheEndOfASentenceAreCutAsAnyOthers() {
        assertThat(fit("ks: no seek 3fa9c1 on the local network (listened for 3 s; ks --seeks lists the open ones)", 40))
                .containsExactly("ks: no seek 3fa9c1 on the local network", "  (listened for 3 s; ks --seeks lists",
                        "  the open ones)");
    }

    @Test
    void aCommandInAHintIsNotCutFromItsOption() {
        assertThat(fit("ks: unknown option letter 'x' in '-x' (letters: b w c a p m r s d h; see ks --help)", 80))
                .containsExactly("ks: unknown option letter 'x' in '-x' (letters: b w c a p m r s d h; see",
                        "  ks --help)");
    }

    @Test
    void anErrorGoesOnTwoColumnsInAsTheGamesLinesDo() {
        // The resume form of the Ctrl-C line, printed under the waiting lines dumb mode cut (LineFit).
        assertThat(fit("ks: Ctrl-C: stopped waiting for bob; the game is saved as it was; continue it with:"
                + " ks --resume bob@localhost", 80)).containsExactly(
                        "ks: Ctrl-C: stopped waiting for bob; the game is saved as it was; continue it",
                        "  with: ks --resume bob@localhost");
    }

    @Test
    void theWidthIsNotAskedForLinesThatFitAnyTerminal() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int[] asked = {0};
        PrintStream fitted = PrintedText.fitted(new PrintStream(bytes, true, StandardCharsets.UTF_8), () -> {
            asked[0]++;
            return 40;
        }, true);
        fitted.println("No unfinished games.");
        fitted.flush();
        assertThat(asked[0]).isZero();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("No unfinished games.\n");
    }

    @Test
    void aStreamThatIsNoTerminalIsLeftAsItIs() {
        PrintStream pipe = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertThat(PrintedText.fitted(pipe)).isSameAs(pipe);
    }

    @Test
    void aFittedStreamFitsEachLineAsItEndsAndPassesOnTheRestAtAFlush() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream target = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        PrintStream fitted = PrintedText.fitted(target, () -> 20, false);
        fitted.println("ks: unknown option '--practise'; did you mean '--practice'?");
        fitted.print("Start now? [y/N] ");
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(
                "ks: unknown option\n  '--practise'; did\n  you mean\n  '--practice'?\n");
        fitted.flush();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).endsWith("'--practice'?\nStart now? [y/N] ");
    }
}
