package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MoveTest {

    @Test
    void encodesFromToAndPromotion() {
        int m = Move.of(52, 60, PieceType.KNIGHT);
        assertThat(Move.from(m)).isEqualTo(52);
        assertThat(Move.to(m)).isEqualTo(60);
        assertThat(Move.promotion(m)).isEqualTo(PieceType.KNIGHT);
        assertThat(Move.isPromotion(m)).isTrue();
        assertThat(Move.promotion(Move.of(12, 28))).isEqualTo(PieceType.NONE);
        assertThat(Move.of(12, 28, PieceType.NONE)).isEqualTo(Move.of(12, 28));
    }

    @Test
    void flagsAreReadableAndIgnoredBySameMove() {
        int castle = Move.castling(4, 6);
        assertThat(Move.isCastling(castle)).isTrue();
        assertThat(Move.isEnPassant(castle)).isFalse();
        assertThat(Move.isEnPassant(Move.enPassant(36, 43))).isTrue();
        assertThat(Move.isDoublePush(Move.doublePush(12, 28))).isTrue();
        assertThat(Move.sameMove(castle, Move.of(4, 6))).isTrue();
        assertThat(Move.toString(castle)).isEqualTo("e1g1");
    }
}
