package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import ks.app.screen.Keys.Act;
import org.junit.jupiter.api.Test;

/** What each key and click means on the board, read without a terminal. */
class ScreenKeysTest {

    /** Playing, nothing typed, no help open, no question asked. */
    private static final Keys.Mode BOARD = new Keys.Mode(false, false, false, true);
    private static final Keys.Mode TYPING = new Keys.Mode(false, false, false, false);
    private static final Keys.Mode HELP_OPEN = new Keys.Mode(true, false, false, true);
    private static final Keys.Mode ASKING = new Keys.Mode(false, true, false, true);
    private static final Keys.Mode OVER = new Keys.Mode(false, false, true, true);

    private static KeyStroke key(KeyType type) {
        return new KeyStroke(type);
    }

    private static KeyStroke typed(char c) {
        return new KeyStroke(c, false, false);
    }

    private static KeyStroke ctrl(char c) {
        return new KeyStroke(c, true, false);
    }

    private static MouseAction mouse(MouseActionType type, int column, int row) {
        return new MouseAction(type, 1, new TerminalPosition(column, row));
    }

    @Test
    void ctrlLRedrawsEvenOverTheHelp() {
        assertThat(Keys.read(ctrl('l'), HELP_OPEN)).isEqualTo(Act.REDRAW);
    }

    @Test
    void arrowsMoveTheCursorFromOurSideWhileNothingIsTyped() {
        assertThat(Keys.read(key(KeyType.ArrowUp), BOARD)).isEqualTo(new Keys.MoveCursor(0, 1));
        assertThat(Keys.read(key(KeyType.ArrowDown), BOARD)).isEqualTo(new Keys.MoveCursor(0, -1));
        assertThat(Keys.read(key(KeyType.ArrowLeft), BOARD)).isEqualTo(new Keys.MoveCursor(-1, 0));
        assertThat(Keys.read(key(KeyType.ArrowRight), BOARD)).isEqualTo(new Keys.MoveCursor(1, 0));
    }

    @Test
    void arrowsEditTheLineAndRecallHistoryOnceSomethingIsTyped() {
        assertThat(Keys.read(key(KeyType.ArrowLeft), TYPING)).isEqualTo(Act.LEFT);
        assertThat(Keys.read(key(KeyType.ArrowRight), TYPING)).isEqualTo(Act.RIGHT);
        assertThat(Keys.read(key(KeyType.ArrowUp), TYPING)).isEqualTo(Act.PREVIOUS_LINE);
        assertThat(Keys.read(key(KeyType.ArrowDown), TYPING)).isEqualTo(Act.NEXT_LINE);
    }

    @Test
    void enterAndSpaceTouchTheBoardWhileNothingIsTyped() {
        assertThat(Keys.read(key(KeyType.Enter), BOARD)).isEqualTo(Act.TOUCH);
        assertThat(Keys.read(typed(' '), BOARD)).isEqualTo(Act.TOUCH);
    }

    @Test
    void enterRunsATypedLine() {
        assertThat(Keys.read(key(KeyType.Enter), TYPING)).isEqualTo(Act.RUN_LINE);
    }

    @Test
    void aSpaceInATypedLineIsTyped() {
        assertThat(Keys.read(typed(' '), TYPING)).isEqualTo(new Keys.Type(' '));
    }

    @Test
    void aQuestionMarkOnAnEmptyLineOpensTheHelp() {
        assertThat(Keys.read(typed('?'), BOARD)).isEqualTo(Act.HELP);
        assertThat(Keys.read(typed('?'), TYPING)).isEqualTo(new Keys.Type('?'));
    }

    @Test
    void altWithALetterTypesNothing() {
        assertThat(Keys.read(new KeyStroke('x', false, true), BOARD)).isEqualTo(Act.NOTHING);
    }

    @Test
    void escapeClearsTheLineOrPutsTheManDown() {
        assertThat(Keys.read(key(KeyType.Escape), TYPING)).isEqualTo(Act.CLEAR_LINE);
        assertThat(Keys.read(key(KeyType.Escape), BOARD)).isEqualTo(Act.PUT_DOWN);
    }

    @Test
    void anyKeyButThePageKeysClosesTheHelp() {
        assertThat(Keys.read(typed('e'), HELP_OPEN)).isEqualTo(Act.CLOSE_OVERLAY);
        assertThat(Keys.read(key(KeyType.Escape), HELP_OPEN)).isEqualTo(Act.CLOSE_OVERLAY);
    }

    @Test
    void pageDownSpaceAndEnterTurnTheHelpsPage() {
        assertThat(Keys.read(key(KeyType.PageDown), HELP_OPEN)).isEqualTo(Act.NEXT_PAGE);
        assertThat(Keys.read(typed(' '), HELP_OPEN)).isEqualTo(Act.NEXT_PAGE);
        assertThat(Keys.read(key(KeyType.Enter), HELP_OPEN)).isEqualTo(Act.NEXT_PAGE);
        assertThat(Keys.read(key(KeyType.PageUp), HELP_OPEN)).isEqualTo(Act.PREVIOUS_PAGE);
    }

    @Test
    void ctrlCOverTheHelpAsksToQuitAsEverywhere() {
        assertThat(Keys.read(ctrl('c'), HELP_OPEN)).isEqualTo(Act.ASK_TO_QUIT);
    }

    @Test
    void aClickOnTheHelpDoesNothing() {
        assertThat(Keys.read(mouse(MouseActionType.CLICK_DOWN, 5, 3), HELP_OPEN)).isEqualTo(Act.NOTHING);
    }

    @Test
    void aClickIsReadWhereItWasMade() {
        assertThat(Keys.read(mouse(MouseActionType.CLICK_DOWN, 5, 3), BOARD)).isEqualTo(new Keys.Click(5, 3));
    }

    @Test
    void releasingTheButtonDoesNothing() {
        assertThat(Keys.read(mouse(MouseActionType.CLICK_RELEASE, 5, 3), BOARD)).isEqualTo(Act.NOTHING);
    }

    @Test
    void ctrlCAsksFirstAndQuitsTheSecondTime() {
        assertThat(Keys.read(ctrl('c'), BOARD)).isEqualTo(Act.ASK_TO_QUIT);
        assertThat(Keys.read(ctrl('c'), ASKING)).isEqualTo(Act.YES);
    }

    @Test
    void ctrlCLeavesAFinishedGame() {
        assertThat(Keys.read(ctrl('c'), OVER)).isEqualTo(Act.LEAVE);
    }

    @Test
    void ctrlDOnAnEmptyLineAsksToQuit() {
        assertThat(Keys.read(ctrl('d'), BOARD)).isEqualTo(Act.ASK_TO_QUIT);
    }

    @Test
    void ctrlDInATypedLineDeletes() {
        assertThat(Keys.read(ctrl('d'), TYPING)).isEqualTo(Act.DELETE);
    }

    @Test
    void yesToTheQuestionQuitsInEitherCase() {
        assertThat(Keys.read(typed('y'), ASKING)).isEqualTo(Act.YES);
        assertThat(Keys.read(typed('Y'), ASKING)).isEqualTo(Act.YES);
    }

    @Test
    void anyOtherAnswerKeepsPlaying() {
        assertThat(Keys.read(typed('n'), ASKING)).isEqualTo(Act.NO);
        assertThat(Keys.read(key(KeyType.Enter), ASKING)).isEqualTo(Act.NO);
    }

    @Test
    void controlKeysEditTheLineEvenWhileTheQuestionIsAsked() {
        assertThat(Keys.read(ctrl('p'), ASKING)).isEqualTo(Act.PREVIOUS_LINE);
    }

    @Test
    void emacsControlKeysEditTheLine() {
        assertThat(Keys.read(ctrl('a'), TYPING)).isEqualTo(Act.HOME);
        assertThat(Keys.read(ctrl('e'), TYPING)).isEqualTo(Act.END);
        assertThat(Keys.read(ctrl('u'), TYPING)).isEqualTo(Act.KILL_TO_START);
        assertThat(Keys.read(ctrl('n'), TYPING)).isEqualTo(Act.NEXT_LINE);
    }

    @Test
    void pageKeysRecallHistory() {
        assertThat(Keys.read(key(KeyType.PageUp), BOARD)).isEqualTo(Act.PREVIOUS_LINE);
        assertThat(Keys.read(key(KeyType.PageDown), BOARD)).isEqualTo(Act.NEXT_LINE);
    }

    @Test
    void enterOrQLeavesAFinishedGame() {
        assertThat(Keys.read(key(KeyType.Enter), OVER)).isEqualTo(Act.LEAVE);
        assertThat(Keys.read(typed('Q'), OVER)).isEqualTo(Act.LEAVE);
    }

    @Test
    void endOfInputResignsDuringTheGameAndLeavesAfterIt() {
        assertThat(Keys.read(key(KeyType.EOF), BOARD)).isEqualTo(Act.END_OF_INPUT);
        assertThat(Keys.read(key(KeyType.EOF), OVER)).isEqualTo(Act.LEAVE);
    }

    @Test
    void endOfInputIsNotSwallowedByTheHelp() {
        assertThat(Keys.read(key(KeyType.EOF), HELP_OPEN)).isEqualTo(Act.END_OF_INPUT);
    }

    @Test
    void f2TogglesTheZone() {
        assertThat(Keys.read(key(KeyType.F2), BOARD)).isEqualTo(Act.TOGGLE_ZONE);
    }

    @Test
    void f3TogglesTheBeliefBetweenMarksAndDigits() {
        assertThat(Keys.read(key(KeyType.F3), BOARD)).isEqualTo(Act.TOGGLE_BELIEF_NUMBERS);
    }

    @Test
    void tabCompletes() {
        assertThat(Keys.read(key(KeyType.Tab), TYPING)).isEqualTo(Act.COMPLETE);
    }

    @Test
    void otherKeysDoNothing() {
        assertThat(Keys.read(key(KeyType.F5), BOARD)).isEqualTo(Act.NOTHING);
        assertThat(Keys.read(ctrl('x'), BOARD)).isEqualTo(Act.NOTHING);
    }
}
