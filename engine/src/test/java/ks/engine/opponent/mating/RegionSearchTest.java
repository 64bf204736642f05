package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;

/** The search over a lone king's region with two bishops, read by the table of moves to mate. */
class RegionSearchTest {

    private static final double[] EVEN = new double[64];

    private static double value(String fen, String region, String from, String to) {
        OwnMen men = OwnMen.of(Position.fromFen(fen), Color.WHITE);
        return new RegionSearch(BishopsTableTest.TABLE).value(men, Bitboards.bit(Square.parse(region)),
                Move.of(Square.parse(from), Square.parse(to)), EVEN);
    }

    @Test
    void theCheckThatLeavesTheKingOneSquareMatesNextMove() {
        // Bg7+ leaves the king g8 alone; then the light bishop checks on the a2-g8 diagonal.
        assertThat(value("7k/8/2B3KB/8/8/8/8/8 w - - 0 1", "h8", "h6", "g7")).isCloseTo(-1, within(1e-9));
    }

    @Test
    void aMoveThatStalematesTheKingWhereItMustStandCountsAsADraw() {
        // Bc4 takes g8 from a king on h8 that is not in check.
        assertThat(value("7k/8/2B3KB/8/8/8/8/8 w - - 0 1", "h8", "c6", "d5")).isCloseTo(Evaluation.DRAW_WHEN_AHEAD, within(1e-9));
    }

    @Test
    void itAppliesToTwoBishopsOfBothColoursAlone() {
        assertThat(RegionSearch.applies(OwnMen.of(Position.fromFen("8/8/8/3k4/8/8/8/2B1KB2 w - - 0 1"), Color.WHITE)))
                .isTrue();
        assertThat(RegionSearch.applies(OwnMen.of(Position.fromFen("8/8/8/3k4/8/8/4P3/2B1KB2 w - - 0 1"), Color.WHITE)))
                .isFalse();
        assertThat(RegionSearch.applies(OwnMen.of(Position.fromFen("8/8/8/3k4/8/8/8/2B1K1B1 w - - 0 1"), Color.WHITE)))
                .isFalse();
    }
}
