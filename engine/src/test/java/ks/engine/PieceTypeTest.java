package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PieceTypeTest {

    @Test
    void lettersMapBothWays() {
        assertThat(PieceType.letter(PieceType.KNIGHT)).isEqualTo('N');
        assertThat(PieceType.fromLetter('q')).isEqualTo(PieceType.QUEEN);
        assertThat(PieceType.fromLetter('K')).isEqualTo(PieceType.KING);
        assertThat(PieceType.fromLetter('x')).isEqualTo(PieceType.NONE);
        assertThat(PieceType.PAWN).isZero();
        assertThat(PieceType.KING).isEqualTo(5);
    }
}
