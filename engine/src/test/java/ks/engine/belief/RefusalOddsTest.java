package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** The chance of the enemy's refused attempts in one guess ({@link RefusalOdds}). */
class RefusalOddsTest {

    @Test
    void refusalsThenAMoveAreDrawnWithoutPuttingBack() {
        // Three attempts, one legal: refused, refused, then the legal one: 2/3 * 1/2 * 1/1.
        assertThat(RefusalOdds.chance(3, 1, 2)).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(RefusalOdds.chance(4, 2, 0)).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void moreRefusalsThanIllegalAttemptsCannotHappen() {
        assertThat(RefusalOdds.chance(3, 1, 3)).isZero();
    }

    @Test
    void theAttemptsAreWhatTheMenCouldDoAloneOnTheBoardPawnCapturesIncluded() {
        // 16 pawn pushes, 14 diagonal steps, 4 knight moves.
        OwnMen black = OwnMen.of(Position.fromFen(Position.STARTPOS_FEN), Color.BLACK);

        assertThat(RefusalOdds.attempts(black)).isEqualTo(34);
    }

    @Test
    void manyRefusalsFavourTheGuessWhereOurMenBlockTheEnemy() {
        // Black's king on a8 and rook on h8 could go to 16 squares; white's queen on b6 and rook on h4 leave 10.
        Position blocked = Position.fromFen("k6r/8/1Q6/8/7R/8/8/4K3 b - - 0 1");
        Position open = Position.fromFen("k6r/8/8/8/8/8/8/4K3 b - - 0 1");
        RefusalOdds odds = new RefusalOdds();

        assertThat(odds.of(blocked, new RefusalsHeard(0, null, 4), 1)).isGreaterThan(odds.of(open, new RefusalsHeard(0, null, 4), 1));
        assertThat(odds.of(blocked, new RefusalsHeard(0, null, 0), 1)).isLessThan(odds.of(open, new RefusalsHeard(0, null, 0), 1));
    }

    @Test
    void afterAYesToAnyTheRefusalsAreDrawnFromThePawnCaptures() {
        // Black's pawns on c5 and f5 may try four captures: one stands in the first guess, three in the second.
        Position one = Position.fromFen("7k/8/8/2p2p2/3P4/8/8/K7 b - - 0 1");
        Position three = Position.fromFen("7k/8/8/2p2p2/1P1PP3/8/8/K7 b - - 0 1");
        RefusalOdds odds = new RefusalOdds();
        RefusalsHeard twoAfterYes = new RefusalsHeard(0, true, 2);

        assertThat(odds.of(one, twoAfterYes, 1)).isCloseTo(0.25, within(1e-12));
        assertThat(odds.of(three, twoAfterYes, 1)).isEqualTo(RefusalOdds.FLOOR);
    }

    @Test
    void aGuessTheModelRulesOutKeepsAFloor() {
        Position open = Position.fromFen("k6r/8/8/8/8/8/8/4K3 b - - 0 1");

        assertThat(new RefusalOdds().of(open, new RefusalsHeard(0, null, 2), 1)).isEqualTo(RefusalOdds.FLOOR);
    }

    @Test
    void onlyRulesThatTellTheOtherPlayerOfARefusalGiveTheCount() {
        assertThat(RefusalOdds.told(RuleSets.byName("berkeley-any"), Color.BLACK)).isTrue();
        assertThat(RefusalOdds.told(RuleSets.byName("wolfe"), Color.BLACK)).isTrue();
        assertThat(RefusalOdds.told(RuleSets.byName("icc"), Color.BLACK)).isFalse();
    }
}
