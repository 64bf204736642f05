package ks.engine.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;

class OwnMenTest {

    @Test
    void holdsOnlyTheOneColoursMen() {
        OwnMen white = OwnMen.of(Position.fromFen(Position.STARTPOS_FEN), Color.WHITE);
        assertThat(white.all()).isEqualTo(0xFFFFL);
        assertThat(white.typeAt(Square.parse("g1"))).isEqualTo(PieceType.KNIGHT);
        assertThat(white.typeAt(Square.parse("e7"))).isEqualTo(PieceType.NONE);
    }

    @Test
    void sameOwnMenUnderDifferentEnemyMenAreEqual() {
        OwnMen a = OwnMen.toMove(Position.fromFen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1"));
        OwnMen b = OwnMen.toMove(Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/4P3/4K2R w Kkq - 0 1"));
        assertThat(a).isEqualTo(b);
    }

    @Test
    void castlingRightsAreTheOwnColoursOnly() {
        OwnMen black = OwnMen.toMove(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1"));
        assertThat(black.mayCastle(true)).isFalse();
        assertThat(black.mayCastle(false)).isTrue();
    }

    @Test
    void colourMustBeWhiteOrBlack() {
        assertThatThrownBy(() -> new OwnMen(2, 0, 0, 0, 0, 0, 0, false, false))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
