package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ks.engine.Color;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

/** How level 4 values a whole position: where its own king belongs while it presses a lead. */
class EvaluationTest {

    private static double white(String fen) {
        return new Evaluation(Color.WHITE).standing(Position.fromFen(fen));
    }

    @Test
    void aheadItsKingGainsNothingByWalkingTowardsAnEnemyThatStillHasItsQueen() {
        double home = white("1q4bk/6pp/8/8/8/8/8/R2QK2R w - - 0 1");
        double forward = white("1q4bk/6pp/8/8/4K3/8/8/R2Q3R w - - 0 1");

        assertThat(forward).isCloseTo(home, within(1e-9));
    }

    @Test
    void aheadItsKingWalksTowardsAnEnemyLeftWithAMinorPieceAndPawns() {
        double home = white("6bk/6pp/8/8/8/8/8/R2QK2R w - - 0 1");
        double forward = white("6bk/6pp/8/8/4K3/8/8/R2Q3R w - - 0 1");

        assertThat(forward).isGreaterThan(home);
    }
}
