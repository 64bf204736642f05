package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A belief whose enemy uses the men it has ({@link Belief#expectMenUsed}): a guess in which the
 * enemy could have taken one of our men or given check, and the news says it did neither, loses
 * weight every such turn; a guess in which it had nothing to do loses none.
 */
class MenUsedTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final double WEIGHT = 4;

    /**
     * Black's queen (from c7) or knight (from g6) stepped onto e5, and white's rook took it; under
     * berkeley-any white hears only the square. In the game played it was the queen. Where the knight
     * went, the queen is still on c7 and the rook on e5 hangs to it; ten quiet turns follow.
     */
    private static final String HANGING = "6k1/2q2ppp/6n1/8/8/7K/4R3/8 b - - 0 1";

    /**
     * White's king is walled in by its own bishop and pawns, out of every check, and black's queen
     * on b5 has none of white's men in line: none of black's moves takes, checks or flees.
     */
    private static final String WALLED_OFF = "7k/8/8/1q6/8/8/6PP/6BK b - - 0 1";
    private static final String WITHOUT_THE_QUEEN = "7k/8/8/8/8/8/6PP/6BK b - - 0 1";
    /** The same, with white's rook on e5 in the queen's line: the queen can take it. */
    private static final String HANGING_NOW = "7k/8/8/1q2R3/8/8/6PP/6BK b - - 0 1";

    @Test
    void aPhantomQueenThatCouldHaveTakenAHangingRookForTenTurnsLosesMostOfItsWeight() {
        Belief even = new Belief(Position.fromFen(HANGING), Color.WHITE, BERKELEY_ANY, 256, 1);
        Belief used = new Belief(Position.fromFen(HANGING), Color.WHITE, BERKELEY_ANY, 256, 1).expectMenUsed(WEIGHT);
        BeliefTest.play(HANGING, BERKELEY_ANY, even, quietTurnsAfter("c7e5", "e2e5"));
        BeliefTest.play(HANGING, BERKELEY_ANY, used, quietTurnsAfter("c7e5", "e2e5"));

        assertThat(odds(queenShare(used))).isLessThan(odds(queenShare(even)) / 4);
    }

    @Test
    void aQueenWithNothingToTakeAndNoCheckToGiveLosesNoWeight() {
        Step quiet = quietMove(WALLED_OFF, "h8g8");

        assertThat(likelihood(WALLED_OFF, quiet, WEIGHT)).isEqualTo(1);
        assertThat(likelihood(WITHOUT_THE_QUEEN, quiet, WEIGHT)).isEqualTo(1);
    }

    @Test
    void aQueenThatCouldHaveTakenLosesWeightInTheTurnItDidNot() {
        Step quiet = quietMove(HANGING_NOW, "h8g8");

        assertThat(likelihood(HANGING_NOW, quiet, WEIGHT)).isLessThan(likelihood(HANGING_NOW, quiet, 1));
    }

    /** Black's king and white's king step to and fro after {@code first}, ten turns, nothing heard. */
    private static String[] quietTurnsAfter(String... first) {
        List<String> moves = new ArrayList<>(List.of(first));
        for (int t = 0; t < 10; t++) {
            moves.add(t % 2 == 0 ? "g8h8" : "h8g8");
            moves.add(t % 2 == 0 ? "h3h2" : "h2h3");
        }
        return moves.toArray(String[]::new);
    }

    /** What white hears of black's quiet move {@code uci} from {@code fen}, as a step of its belief. */
    private static Step quietMove(String fen, String uci) {
        Ruling r = new Referee(Position.fromFen(fen), BERKELEY_ANY).attempt(move(uci));
        return Step.theirMove(-1, r.heardBy(Color.WHITE));
    }

    /** How likely {@code step} is in the position {@code fen}, the enemy's uses of its men {@code weight} times as likely. */
    private static double likelihood(String fen, Step step, double weight) {
        Hypotheses hypotheses = new Hypotheses(BERKELEY_ANY, Color.WHITE);
        if (weight != 1) {
            hypotheses.expectMenUsed(weight);
        }
        return hypotheses.advance(Position.fromFen(fen), step, new Random(3));
    }

    private static int move(String uci) {
        return Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)));
    }

    private static double odds(double share) {
        return share / (1 - share);
    }

    private static double queenShare(Belief belief) {
        double[] share = {0};
        belief.forEach((p, w) -> share[0] += p.pieces(Color.BLACK, PieceType.QUEEN) != 0 ? w : 0);
        return share[0];
    }
}
