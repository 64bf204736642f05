package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * The enemy's refusals read as captures it aimed at our men ({@link AimedTries}): a guess in which
 * the enemy's men could try a capture that the board refuses explains a refusal; one in which every
 * such capture stands explains a quiet turn.
 */
class AimedTriesTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final double AIM = 0.5;
    private static final double STRAY = 0.2;

    /** Black's rook on a8 aims down the a-file at white's rook on a4, behind white's pawn on a6, which it may take. */
    private static final String ROOK_BEHIND_PAWN = "r6k/8/P7/8/R7/8/8/K7 b - - 0 1";
    /** The same with white's rook on b4, out of the rook's line. */
    private static final String ROOK_ASIDE = "r6k/8/P7/8/1R6/8/8/K7 b - - 0 1";
    /** Black's king may aim at white's pawn on g7, which white's king guards. */
    private static final String GUARDED_PAWN = "7k/6P1/5K2/8/8/8/8/8 b - - 0 1";

    @Test
    void aCaptureBehindAnotherOfOurMenIsOneTheBoardRefuses() {
        assertThat(blocked(ROOK_BEHIND_PAWN)).isEqualTo(1);
        assertThat(blocked(ROOK_ASIDE)).isZero();
    }

    @Test
    void theKingsCaptureOfAGuardedManIsOneTheBoardRefuses() {
        assertThat(blocked(GUARDED_PAWN)).isEqualTo(1);
    }

    @Test
    void theKingsStepsIntoOurMensReachAreStepsTheBoardRefuses() {
        Position p = Position.fromFen(ROOK_ASIDE);
        MoveList legal = new MoveList();
        p.legalMoves(legal);

        assertThat(AimedTries.kingStepsRefused(p, legal)).isZero();
        p = Position.fromFen("r6k/8/P7/8/6R1/8/8/K7 b - - 0 1");
        p.legalMoves(legal);
        assertThat(AimedTries.kingStepsRefused(p, legal)).isEqualTo(2);
    }

    @Test
    void aTurnWithARefusalIsLikelierWhereACaptureWasBlocked() {
        Step refused = quietMove(ROOK_BEHIND_PAWN, "h8g8", 1);

        assertThat(likelihood(ROOK_BEHIND_PAWN, refused)).isGreaterThan(2 * likelihood(ROOK_ASIDE, refused));
    }

    @Test
    void aTurnWithoutRefusalIsLikelierWhereNoCaptureWasBlocked() {
        Step quiet = quietMove(ROOK_BEHIND_PAWN, "h8g8", 0);

        assertThat(likelihood(ROOK_ASIDE, quiet)).isGreaterThan(likelihood(ROOK_BEHIND_PAWN, quiet));
    }

    @Test
    void withoutTheOptionTheRefusalsWeighNothing() {
        Step refused = quietMove(ROOK_BEHIND_PAWN, "h8g8", 1);
        Hypotheses plain = new Hypotheses(BERKELEY_ANY, Color.WHITE);

        assertThat(plain.advance(Position.fromFen(ROOK_BEHIND_PAWN), refused, new Random(3)))
                .isEqualTo(plain.advance(Position.fromFen(ROOK_ASIDE), refused, new Random(3)));
    }

    private static int blocked(String fen) {
        Position p = Position.fromFen(fen);
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        return AimedTries.blocked(p, legal);
    }

    /** White's step for black's quiet move {@code uci} from {@code fen}, after {@code refusals} refused attempts. */
    private static Step quietMove(String fen, String uci, int refusals) {
        Ruling r = new Referee(Position.fromFen(fen), BERKELEY_ANY).attempt(
                Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4))));
        return Step.theirMove(-1, r.heardBy(Color.WHITE), new TurnHeard(0, null, refusals, -1));
    }

    private static double likelihood(String fen, Step step) {
        Hypotheses hypotheses = new Hypotheses(BERKELEY_ANY, Color.WHITE);
        hypotheses.expectAimedTries(new AimedTries(AIM, STRAY));
        return hypotheses.advance(Position.fromFen(fen), step, new Random(3));
    }
}
