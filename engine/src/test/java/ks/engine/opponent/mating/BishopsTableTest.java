package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Square;
import org.junit.jupiter.api.Test;

/** Our moves to mate with a king and two bishops, the lone king seen and to move. */
class BishopsTableTest {

    private static int movesToMate(String ourKing, String king, String light, String dark) {
        return BishopsTable.get().movesToMate(Square.parse(ourKing), Square.parse(king), Square.parse(light),
                Square.parse(dark));
    }

    @Test
    void aKingMatedInTheCornerNeedsNoMore() {
        // 6k1/6B1/4B1K1/8/8/8/8/8 b: the light bishop checks, the dark one guarded by the king holds f8 and h8.
        assertThat(movesToMate("g6", "g8", "e6", "g7")).isZero();
    }

    @Test
    void aStalematedKingIsNotWon() {
        // 7k/8/6KB/8/2B5/8/8/8 b: h8 is not attacked; g8, g7 and h7 are.
        assertThat(movesToMate("g6", "h8", "c4", "h6")).isEqualTo(BishopsTable.NOT_WON);
    }

    @Test
    void aKingThatTakesAnUnguardedBishopIsNotWon() {
        // 7B/8/8/3k4/4B3/8/8/K7 b: the king takes the light bishop.
        assertThat(movesToMate("a1", "d5", "e4", "h8")).isEqualTo(BishopsTable.NOT_WON);
    }

    @Test
    void noPositionTakesMoreThanNineteenMoves() {
        int longest = 0;
        for (int k = 0; k < 64; k++) {
            for (int l = 0; l < 64; l++) {
                for (int light = 0; light < 64; light++) {
                    for (int dark = 0; dark < 64; dark++) {
                        if (isLight(light) && !isLight(dark)) {
                            longest = Math.max(longest, BishopsTable.get().movesToMate(k, l, light, dark));
                        }
                    }
                }
            }
        }
        assertThat(longest).isEqualTo(19);
    }

    private static boolean isLight(int sq) {
        return (Square.file(sq) + Square.rank(sq)) % 2 == 1;
    }
}
