package ks.engine;

import static ks.engine.SquareSets.squares;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BitboardsTest {

    @Test
    void betweenIsStrictAndEmptyForUnalignedSquares() {
        assertThat(Bitboards.between(Square.parse("a1"), Square.parse("d4"))).isEqualTo(squares("b2", "c3"));
        assertThat(Bitboards.between(Square.parse("e1"), Square.parse("e2"))).isZero();
        assertThat(Bitboards.between(Square.parse("a1"), Square.parse("b3"))).isZero();
    }

    @Test
    void lineCrossesTheWholeBoard() {
        assertThat(Bitboards.line(Square.parse("c3"), Square.parse("d4")))
                .isEqualTo(squares("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"));
        assertThat(Bitboards.line(Square.parse("a1"), Square.parse("b3"))).isZero();
    }

    @Test
    void squareColoursAndHelpers() {
        assertThat(Bitboards.contains(Bitboards.DARK_SQUARES, Square.parse("a1"))).isTrue();
        assertThat(Bitboards.contains(Bitboards.DARK_SQUARES, Square.parse("h1"))).isFalse();
        assertThat(Bitboards.count(Bitboards.FILE_A)).isEqualTo(8);
        assertThat(Bitboards.first(squares("c3", "h8"))).isEqualTo(Square.parse("c3"));
        assertThat(Bitboards.toString(Bitboards.RANK_8)).startsWith("xxxxxxxx\n........\n");
    }
}
