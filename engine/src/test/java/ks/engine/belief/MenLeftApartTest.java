package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A belief that keeps the enemy's men left apart ({@link Belief#keepMenLeftApart}): under
 * berkeley-any a capture is told by its square alone, so after white's rook takes on e5, which
 * black's knight (from g6) or bishop (from c7) could have stepped onto, the sample must hold both
 * hypotheses until news tells them apart. In the game played the bishop went to e5.
 */
class MenLeftApartTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final String FEN = "6k1/2b2ppp/6n1/8/8/7K/4R3/8 b - - 0 1";
    /** A seed with which the plain sample loses the true hypothesis (the knight left) in the quiet turns. */
    private static final long SEED = 4;
    private static final int SIZE = 64;

    @Test
    void bothMenTheCaptureMayHaveTakenStayInTheSampleThroughQuietTurns() {
        Belief white = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, SIZE, SEED).keepMenLeftApart();
        BeliefTest.play(FEN, BERKELEY_ANY, white, quietGameAfterTheCapture());

        assertThat(positionsWith(white, PieceType.KNIGHT)).isGreaterThanOrEqualTo(SIZE / 32);
        assertThat(positionsWith(white, PieceType.BISHOP)).isGreaterThanOrEqualTo(SIZE / 32);
    }

    @Test
    void newsOnlyOneOfThemCouldGiveRulesTheOtherOut() {
        Belief before = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, SIZE, SEED).keepMenLeftApart();
        BeliefTest.play(FEN, BERKELEY_ANY, before, "c7e5", "e2e5");
        assertThat(positionsWith(before, PieceType.BISHOP)).isPositive();
        assertThat(positionsWith(before, PieceType.KNIGHT)).isPositive();

        Belief white = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, SIZE, SEED).keepMenLeftApart();
        BeliefTest.play(FEN, BERKELEY_ANY, white, "c7e5", "e2e5", "g6f4");

        assertThat(positionsWith(white, PieceType.BISHOP)).as("a check by a knight: the knight is still there").isZero();
        assertThat(positionsWith(white, PieceType.KNIGHT)).isEqualTo(countLive(white));
    }

    /** Black's bishop steps to e5, white's rook takes it, then 40 turns of kings shuffling, silent. */
    private static String[] quietGameAfterTheCapture() {
        List<String> moves = new ArrayList<>(List.of("c7e5", "e2e5"));
        for (int t = 0; t < 40; t++) {
            moves.add(t % 2 == 0 ? "g8h8" : "h8g8");
            moves.add(t % 2 == 0 ? "h3h2" : "h2h3");
        }
        return moves.toArray(String[]::new);
    }

    private static int positionsWith(Belief belief, int type) {
        int[] n = {0};
        belief.forEach((p, w) -> n[0] += p.pieces(Color.BLACK, type) != 0 ? 1 : 0);
        return n[0];
    }

    private static int countLive(Belief belief) {
        int[] n = {0};
        belief.forEach((p, w) -> n[0]++);
        return n[0];
    }
}
