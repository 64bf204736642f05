package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.notation.Perspective;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;
import org.junit.jupiter.api.Test;

/** The words both views use for the session's events. */
class EventTextTest {

    private static final Position START = Position.fromFen(Position.STARTPOS_FEN);
    private static final OwnMen WHITE = OwnMen.of(START, Color.WHITE);
    private static final int E2E4 = Uci.parse(START, "e2e4");

    @Test
    void anAcceptedMoveIsEchoedInLongAlgebraic() {
        assertThat(EventText.answer(E2E4, Verdict.LEGAL, WHITE, Perspective.WHITE_SIDE)).isEqualTo("e2-e4: accepted");
    }

    @Test
    void anIllegalMoveIsRefused() {
        assertThat(EventText.answer(E2E4, Verdict.ILLEGAL, WHITE, Perspective.WHITE_SIDE))
                .isEqualTo("e2-e4: refused (illegal)");
    }

    @Test
    void aMoveImpossibleWithOurMenSaysSo() {
        assertThat(EventText.verdict(Verdict.IMPOSSIBLE)).isEqualTo("refused (impossible with your men)");
    }

    @Test
    void anAnswerWithoutAVerdictSaysNothingOfOne() {
        assertThat(EventText.verdict(null)).isEmpty();
    }

    @Test
    void aMoveIsWrittenInUciBeforeWeKnowOurMen() {
        assertThat(EventText.echo(E2E4, null, Perspective.WHITE_SIDE)).isEqualTo("e2e4");
    }

    @Test
    void aLostManIsNamedFromOurMen() {
        assertThat(EventText.lost(Square.parse("g1"), WHITE)).isEqualTo("Your knight on g1 was taken.");
    }

    @Test
    void aLostManWeCannotNameIsAMan() {
        assertThat(EventText.lost(Square.parse("e4"), WHITE)).isEqualTo("Your man on e4 was taken.");
    }

    @Test
    void aMessageSaysWhoSaidIt() {
        assertThat(EventText.said(new Event.Said("bob", "good luck"))).isEqualTo("bob says: good luck");
    }

    @Test
    void aNoteIsMarkedAsNotTheUmpires() {
        assertThat(EventText.note(new Event.Note("bob offers a draw"))).isEqualTo("-- bob offers a draw");
    }

    @Test
    void theResultGivesTheReason() {
        Event.Over over = new Event.Over("0-1", "white resigns", null, "Audit: passed", true);
        assertThat(EventText.result(over)).isEqualTo("Game over: 0-1 (white resigns)");
    }

    @Test
    void theEndingShowsTheWholeBoardThenTheAudit() {
        Event.Over over = new Event.Over("0-1", "white resigns", Position.STARTPOS_FEN, "Audit: passed", true);
        assertThat(EventText.ending(over, Color.WHITE)).isEqualTo("Game over: 0-1 (white resigns)\nThe whole board:\n"
                + Pictures.board(Position.STARTPOS_FEN, Color.WHITE) + "\nAudit: passed");
    }

    @Test
    void theEndingWithoutABoardIsTheResultAndTheAudit() {
        Event.Over over = new Event.Over("0-1", "connection lost", null, "Audit: not done", false);
        assertThat(EventText.ending(over, Color.WHITE)).isEqualTo("Game over: 0-1 (connection lost)\nAudit: not done");
    }
}
