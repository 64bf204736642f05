package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * After {@code e4 a6 e5 d5 exd6} white's belief empties d5 whatever its seed: the pawn taken en
 * passant leaves its square in every sampled position where the capture could be en passant.
 * Only where the capturer is not told what it took (wolfe) may a few positions keep a man on d5:
 * those in which the pawn took a man that stood on d6 (the d-pawn having gone to d5 first).
 */
class EnPassantSeedsTest {

    private static final String START = Position.STARTPOS_FEN;
    private static final int SEEDS = 100;

    @ParameterizedTest
    @ValueSource(strings = {"wolfe", "berkeley", "berkeley-any", "icc", "english", "cincinnati", "kref", "rand"})
    void ourEnPassantCaptureLeavesTheTakenPawnsSquareEmptyForEverySeed(String name) {
        RuleSet rules = RuleSets.byName(name);
        double most = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            Belief white = new Belief(Position.fromFen(START), Color.WHITE, rules, 256, seed);
            BeliefTest.play(START, rules, white, "e2e4", "a7a6", "e4e5", "d7d5", "e5d6");
            most = Math.max(most, white.map().occupied(Square.parse("d5")));
        }
        assertThat(most).as("the most any of %d seeds puts on d5 under %s", SEEDS, name)
                .isLessThanOrEqualTo(rules.capturerHearsCaptures() ? 0.0 : 0.15);
    }
}
