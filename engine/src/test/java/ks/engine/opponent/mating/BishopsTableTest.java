package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Our moves to mate with a king and two bishops, the lone king seen and to move. */
class BishopsTableTest {

    /** The table, made whole once for the tests that read it. */
    static final BishopsTable TABLE = made();

    private static BishopsTable made() {
        BishopsBuild build = new BishopsBuild();
        build.advanceTo(Long.MAX_VALUE);
        return (BishopsTable) build.table();
    }

    private static int movesToMate(String ourKing, String king, String light, String dark) {
        return TABLE.movesToMate(Square.parse(ourKing), Square.parse(king), Square.parse(light), Square.parse(dark));
    }

    /** The moves to mate the table kept whole (every position, no symmetry) gave for these, white's men against black's king. */
    @ParameterizedTest
    @CsvSource({
        "8/8/8/8/2B5/8/4K3/k3B3 b - - 0 1, 8",
        "8/6K1/8/8/4B3/8/1k6/6B1 b - - 0 1, 14",
        "8/8/8/5K1B/8/6B1/7k/8 b - - 0 1, -1",
        "2k5/8/4K3/8/8/8/B2B4/8 b - - 0 1, 11",
        "1K6/6k1/4B3/8/8/8/8/2B5 b - - 0 1, 17",
        "8/K7/4B2B/4k3/8/8/8/8 b - - 0 1, -1",
        "8/4K1k1/8/8/8/3B4/3B4/8 b - - 0 1, 5",
        "k2B4/8/BK6/8/8/8/8/8 b - - 0 1, 2",
        "5K1k/8/8/5B2/3B4/8/8/8 b - - 0 1, 0",
        "4B3/8/8/6B1/4k3/8/8/K7 b - - 0 1, 19",
        "8/3B4/8/3k4/8/8/8/4B2K b - - 0 1, 19"
    })
    void givesTheSameMovesToMateAsTheWholeTable(String fen, int moves) {
        Position p = Position.fromFen(fen);
        long bishops = OwnMen.of(p, Color.WHITE).men(PieceType.BISHOP);
        int light = Long.numberOfTrailingZeros(bishops & Bitboards.LIGHT_SQUARES);
        int dark = Long.numberOfTrailingZeros(bishops & Bitboards.DARK_SQUARES);
        assertThat(TABLE.movesToMate(p.kingSquare(Color.WHITE), p.kingSquare(Color.BLACK), light, dark))
                .isEqualTo(moves);
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
                            longest = Math.max(longest, TABLE.movesToMate(k, l, light, dark));
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
