package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class AttacksTest {

    @Test
    void leaperTablesHaveTheRightSizes() {
        assertThat(Long.bitCount(Attacks.knight(Square.parse("a1")))).isEqualTo(2);
        assertThat(Long.bitCount(Attacks.knight(Square.parse("e4")))).isEqualTo(8);
        assertThat(Long.bitCount(Attacks.king(Square.parse("h8")))).isEqualTo(3);
        assertThat(Attacks.pawn(Color.WHITE, Square.parse("a2"))).isEqualTo(Bitboards.bit(Square.parse("b3")));
        assertThat(Attacks.pawn(Color.BLACK, Square.parse("e5")))
                .isEqualTo(Bitboards.bit(Square.parse("d4")) | Bitboards.bit(Square.parse("f4")));
    }

    @Test
    void slidersOnEmptyBoardReachTheEdges() {
        assertThat(Long.bitCount(Attacks.rook(Square.parse("d4"), 0))).isEqualTo(14);
        assertThat(Long.bitCount(Attacks.bishop(Square.parse("d4"), 0))).isEqualTo(13);
        assertThat(Long.bitCount(Attacks.queen(Square.parse("a1"), 0))).isEqualTo(21);
    }

    @Test
    void magicLookupsEqualRayWalkingForRandomOccupancies() {
        Random random = new Random(42);
        for (int i = 0; i < 20000; i++) {
            int sq = random.nextInt(64);
            long occ = random.nextLong() & random.nextLong();
            assertThat(Attacks.rook(sq, occ)).isEqualTo(Attacks.slowSlider(sq, occ, true));
            assertThat(Attacks.bishop(sq, occ)).isEqualTo(Attacks.slowSlider(sq, occ, false));
        }
    }

    @Test
    void sliderOnAnOccupiedSquareIgnoresItsOwnBit() {
        int d4 = Square.parse("d4");
        assertThat(Attacks.rook(d4, Bitboards.bit(d4))).isEqualTo(Attacks.rook(d4, 0));
    }
}
