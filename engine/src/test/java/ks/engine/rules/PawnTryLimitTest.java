package ks.engine.rules;

import static ks.engine.referee.Attempts.move;
import static ks.engine.referee.Attempts.referee;
import static ks.engine.rules.RuleSetsTest.texts;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Outcome;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;

/** The wolfe +p three-try limit on failed pawn-capture attempts. */
class PawnTryLimitTest {

    /** White: g2xh3 and h2xg3 are legal; g2f3, e2d3, e2f3 fail; the a1 rook can move. */
    private static final String FREE = "1k6/8/8/8/8/4p1pn/4P1PP/R6K w - - 0 1";
    /** As FREE without the rook: white's only legal moves are the two pawn captures; no check. */
    private static final String ONLY_PAWN_CAPTURES = "k7/8/8/8/8/4p1pn/4P1PP/7K w - - 0 1";
    /** White in check from the g3 knight; only f2xg3 and h2xg3 answer it. */
    private static final String CHECK_ONLY_PAWN_CAPTURES = "k7/8/8/8/8/6n1/5PPP/6RK w - - 0 1";

    private static void failThreeTries(Referee ref) {
        for (String uci : new String[] {"g2f3", "e2d3", "e2f3"}) {
            assertThat(ref.attempt(move(uci)).verdict()).isEqualTo(Verdict.ILLEGAL);
        }
    }

    @Test
    void afterThreeFailedPawnTriesALegalPawnCaptureIsRefused() {
        Referee ref = referee(FREE, "wolfe+p");
        failThreeTries(ref);
        assertThat(ref.pawnTriesLeft()).isZero();
        Ruling r = ref.attempt(move("g2h3"));
        assertThat(r.verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(texts(r.black())).containsExactly("Illegal");
    }

    @Test
    void otherMovesAreStillAllowedAfterTheLimit() {
        Referee ref = referee(FREE, "wolfe+p");
        failThreeTries(ref);
        assertThat(ref.attempt(move("a1a2")).verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void aRepeatedIdenticalTryIsNotCounted() {
        Referee ref = referee(FREE, "wolfe+p");
        ref.attempt(move("g2f3"));
        ref.attempt(move("g2f3"));
        ref.attempt(move("e2d3"));
        assertThat(ref.pawnTriesLeft()).isEqualTo(1);
        assertThat(ref.attempt(move("g2h3")).verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void theLimitStartsAfreshEachTurn() {
        Referee ref = referee(FREE, "wolfe+p");
        ref.attempt(move("g2f3"));
        ref.attempt(move("a1a2"));
        ref.attempt(move("b8b7"));
        assertThat(ref.pawnTriesLeft()).isEqualTo(3);
    }

    @Test
    void theLimitEndsInStalemateWhenOnlyPawnCapturesWereLegal() {
        Referee ref = referee(ONLY_PAWN_CAPTURES, "wolfe+p");
        ref.attempt(move("g2f3"));
        ref.attempt(move("e2d3"));
        Ruling r = ref.attempt(move("e2f3"));
        assertThat(r.verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(r.outcome()).isEqualTo(Outcome.STALEMATE);
        assertThat(texts(r.black())).containsExactly("Illegal", "Stalemate: draw");
        assertThat(ref.isOver()).isTrue();
    }

    @Test
    void theLimitEndsInCheckmateWhenOnlyPawnCapturesAnsweredCheck() {
        Referee ref = referee(CHECK_ONLY_PAWN_CAPTURES, "wolfe+p");
        ref.attempt(move("g2f3"));
        ref.attempt(move("g2h3"));
        Ruling r = ref.attempt(move("f2e3"));
        assertThat(r.outcome()).isEqualTo(Outcome.CHECKMATE);
        assertThat(texts(r.white())).containsExactly("Illegal", "Checkmate: Black wins");
    }

    @Test
    void withoutPThereIsNoLimit() {
        Referee ref = referee(FREE, "wolfe");
        failThreeTries(ref);
        assertThat(ref.pawnTriesLeft()).isEqualTo(-1);
        assertThat(ref.attempt(move("g2h3")).verdict()).isEqualTo(Verdict.LEGAL);
    }
}
