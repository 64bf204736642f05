package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SquareTest {

    @Test
    void numbersRunFromA1ToH8() {
        assertThat(Square.of(0, 0)).isZero();
        assertThat(Square.of(1, 0)).isEqualTo(1);
        assertThat(Square.of(7, 7)).isEqualTo(63);
        assertThat(Square.file(Square.of(4, 3))).isEqualTo(4);
        assertThat(Square.rank(Square.of(4, 3))).isEqualTo(3);
    }

    @Test
    void namesAndParsesAlgebraic() {
        assertThat(Square.name(28)).isEqualTo("e4");
        assertThat(Square.parse("e4")).isEqualTo(28);
        assertThat(Square.parse("h8")).isEqualTo(63);
    }

    @Test
    void parseReturnsMinusOneForBadNames() {
        assertThat(Square.parse("i1")).isEqualTo(-1);
        assertThat(Square.parse("a9")).isEqualTo(-1);
        assertThat(Square.parse("E4")).isEqualTo(-1);
        assertThat(Square.parse("e")).isEqualTo(-1);
        assertThat(Square.parse(null)).isEqualTo(-1);
    }
}
