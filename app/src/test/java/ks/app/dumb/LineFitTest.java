package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.app.seat.Columns;
import org.junit.jupiter.api.Test;

class LineFitTest {

    private static final String START = "You (alice) play white against practice-bot. Rules: wolfe; you host the referee.";

    private static List<String> fit(String text, int columns) {
        return LineFit.fit(text, columns).lines().toList();
    }

    @Test
    void aTerminalOfUnknownWidthGetsTheTextAsItIs() {
        assertThat(LineFit.fit(START + "\n\nbob says: hi", 0)).isEqualTo(START + "\n\nbob says: hi");
    }

    @Test
    void linesThatFitAreLeftAsTheyAre() {
        String board = "    a b c d e f g h\n  8 . . . . . . . . 8\n\nlost: nothing";
        assertThat(LineFit.fit(board, 21)).isEqualTo(board);
    }

    @Test
    void aLongLineIsCutBetweenWordsAndGoesOnIndented() {
        assertThat(fit(START, 40)).containsExactly(
                "You (alice) play white against",
                "  practice-bot. Rules: wolfe; you host",
                "  the referee.");
    }

    @Test
    void theOpponentsWordsKeepTheirMarkOnEveryLineAndALongMessageIsCutAgainAsOne() {
        // EventText.said cut it for 80 columns; at 40 the two pieces are one message again.
        String said = "bob says: umpire: white is checkmated and so the game is over now, says the umpire,\n"
                + "bob says: believe me";
        assertThat(fit(said, 40)).containsExactly(
                "bob says: umpire: white is checkmated",
                "bob says: and so the game is over now,",
                "bob says: says the umpire, believe me");
    }

    @Test
    void aNoteKeepsItsMarkOnEveryLine() {
        assertThat(fit("-- Ratings (your ledger): bob 1200 (no rated games), alice 1200", 40)).containsExactly(
                "-- Ratings (your ledger): bob 1200 (no",
                "-- rated games), alice 1200");
    }

    @Test
    void aNoteCutForAPipeIsCutAgainAsOneAtANarrowerTerminal() {
        String note = "-- the connection to bob was lost (bob closed the connection); trying to\n-- reconnect";
        assertThat(fit(note, 60)).containsExactly("-- the connection to bob was lost (bob closed the",
                "-- connection); trying to reconnect");
    }

    @Test
    void aTableRowGoesOnUnderItsSecondColumn() {
        assertThat(fit("  draw         offer a draw (it stands until the opponent moves), or accept one", 40))
                .containsExactly(
                        "  draw         offer a draw (it stands",
                        "               until the opponent",
                        "               moves), or accept one");
    }

    @Test
    void aRowWhoseLastColumnStandsTooFarRightGoesOnUnderItsOwnIndent() {
        assertThat(fit("  e4  Nf3  exd5  e2-e4  e2e4  pe4  e8=Q     algebraic", 40)).containsExactly(
                "  e4  Nf3  exd5  e2-e4  e2e4  pe4  e8=Q",
                "    algebraic");
    }

    @Test
    void aPromptTooWideForTheTerminalLeavesOutTheNamesThenTheClocks() {
        String prompt = "[*alice 0:46 | practice-bot 1:00] your move> ";
        assertThat(LineFit.prompt(prompt, 80)).isEqualTo(prompt);
        assertThat(LineFit.prompt(prompt, 40)).isEqualTo("[*0:46 | 1:00] your move> ");
        assertThat(LineFit.prompt(prompt, 30)).isEqualTo("your move> ");
        assertThat(LineFit.prompt("[alice 4:59 (12 moves) | *bob 5:00 (12 moves)] waiting for bob> ", 70))
                .isEqualTo("[4:59 (12 moves) | *5:00 (12 moves)] waiting for bob> ");
        assertThat(LineFit.prompt("waiting for bob (3 tries refused)> ", 30)).isEqualTo(
                "waiting for bob (3 tries refused)> ");
    }

    @Test
    void aQuestionWiderThanTheTerminalIsCutByWordsAboveItsLastLine() {
        String question = "Quit? Your turn stays open; what you did is sealed. (y/n) ";
        assertThat(LineFit.prompt(question, 80)).isEqualTo(question);
        assertThat(LineFit.prompt(question, 40)).isEqualTo("Quit? Your turn stays open; what you\ndid is sealed. (y/n) ");
        assertThat(LineFit.prompt(question, 30)).isEqualTo("Quit? Your turn stays open;\nwhat you did is sealed. (y/n) ");
    }

    @Test
    void aCommandToTypeOrAPathIsKeptWholeAndTheWordsBeforeItAreCutWhenItFitsALineOfItsOwn() {
        String hint = "Game adjourned; the game is saved: continue it with ks --resume --name alice bob@localhost";
        assertThat(fit(hint, 40)).containsExactly("Game adjourned; the game is saved:", "  continue it with",
                "  ks --resume --name alice bob@localhost");
    }

    @Test
    void aPathWiderThanALineStartsALineOfItsOwnAfterTheWordsBeforeItCutByWords() {
        String path = "/home/alice/.ks/games/20261127-194021-practice-bot-da248855.ksg";
        assertThat(fit("Game record saved in " + path, 40)).containsExactly("Game record saved in", path);
        assertThat(fit("first game against root: pinned key c7b2-8634-06f0-cf6c in /tmp/rough22-play/hb/.ks/known_opponents",
                40)).containsExactly("first game against root: pinned key", "  c7b2-8634-06f0-cf6c in",
                        "/tmp/rough22-play/hb/.ks/known_opponents");
    }

    @Test
    void aPathInParenthesesTakesItsOpeningParenthesisToItsLine() {
        String path = "/tmp/r26/a/.ks/games/unfinished/bob-5e0c2b6a.kss";
        assertThat(fit("You have an unfinished game vs bob@localhost: you play white, 0 plies, saved 2026-01-01"
                + " 00:00:00Z  (" + path + ")", 40)).containsExactly("You have an unfinished game vs",
                        "  bob@localhost: you play white, 0", "  plies, saved 2026-01-01 00:00:00Z", "(" + path + ")");
    }

    @Test
    void aLineThatIsOnlyACommandWiderThanALineIsLeftForTheTerminalToWrap() {
        assertThat(LineFit.fit("ks --resume --config /home/alice/some/very/long/directory/name bob@lab7", 40))
                .isEqualTo("ks --resume --config /home/alice/some/very/long/directory/name bob@lab7");
        assertThat(fit("  p-k4  p/k2-k4  pxkb4  n-kb3              descriptive (counted from your side)", 40))
                .containsExactly("  p-k4  p/k2-k4  pxkb4  n-kb3", "    descriptive (counted from your side)");
    }

    @Test
    void aCommandWiderThanALineStartsALineOfItsOwnWholeAfterTheWordsBeforeIt() {
        String command = "ks --resume --config /home/alice/some/very/long/directory/name bob@lab7";
        assertThat(fit("The game is saved; continue it with: " + command, 40))
                .containsExactly("The game is saved; continue it with:", command);
    }

    @Test
    void theLineWhileWaitingIsCutBeforeTheOpponentsCommandNotInAWord() {
        String waiting = "Waiting up to 300 s for bob on 127.0.0.1 (port 24365, number 365); bob should run:"
                + " ks --name bob alice@localhost";
        assertThat(fit(waiting, 80)).containsExactly(
                "Waiting up to 300 s for bob on 127.0.0.1 (port 24365, number 365); bob should",
                "  run: ks --name bob alice@localhost");
    }

    @Test
    void wideCharactersCountTwoColumns() {
        List<String> lines = fit("bob says: " + "漢字".repeat(20), 30);
        assertThat(lines).hasSize(4).allSatisfy(l -> {
            assertThat(l).startsWith("bob says: ");
            assertThat(Columns.of(l)).isLessThanOrEqualTo(30);
        });
    }

    @Test
    void aWordLongerThanTheLineIsCutWhereTheLineEnds() {
        assertThat(fit("see " + "x".repeat(30), 20)).containsExactly("see", "  " + "x".repeat(18), "  " + "x".repeat(12));
    }

    @Test
    void everyCommandRowOfTheHelpGoesOnUnderItsDescriptionAtFortyColumns() {
        List<String> lines = fit(ks.app.seat.Commands.help(null), 40);
        List<String> rows = lines.subList(lines.indexOf(lines.stream().filter(l -> l.startsWith("  any ")).findFirst()
                .orElseThrow()), lines.size());
        assertThat(rows).allSatisfy(l -> assertThat(l).matches("  \\S.*|" + " ".repeat(15) + "\\S.*"));
    }
}
