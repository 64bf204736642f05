package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Square;
import org.junit.jupiter.api.Test;

/** Our moves to mate with a king and rook, the lone king seen and to move. */
class RookTableTest {

    private static final RookTable TABLE = made();

    private static RookTable made() {
        RookBuild build = new RookBuild();
        build.advanceTo(Long.MAX_VALUE);
        return (RookTable) build.table();
    }

    private static int movesToMate(String ourKing, String king, String rook) {
        return TABLE.movesToMate(Square.parse(ourKing), Square.parse(king), Square.parse(rook));
    }

    @Test
    void aKingMatedOnTheEdgeNeedsNoMore() {
        // 2k1R3/8/2K5/8/8/8/8/8 b: the rook checks along the eighth rank, our king takes the seventh.
        assertThat(movesToMate("c6", "c8", "e8")).isZero();
    }

    @Test
    void aKingThatTakesAnUnguardedRookIsNotWon() {
        // 8/8/8/3kR3/8/8/8/K7 b
        assertThat(movesToMate("a1", "d5", "e5")).isEqualTo(MateTable.NOT_WON);
    }

    @Test
    void aStalematedKingIsNotWon() {
        // k7/8/K7/8/8/8/8/1R6 b: a8 is not attacked, a7, b7 and b8 are.
        assertThat(movesToMate("a6", "a8", "b1")).isEqualTo(MateTable.NOT_WON);
    }

    @Test
    void noPositionTakesMoreThanSixteenMoves() {
        int longest = 0;
        for (int k = 0; k < 64; k++) {
            for (int l = 0; l < 64; l++) {
                for (int r = 0; r < 64; r++) {
                    longest = Math.max(longest, TABLE.movesToMate(k, l, r));
                }
            }
        }
        assertThat(longest).isEqualTo(16);
    }
}
