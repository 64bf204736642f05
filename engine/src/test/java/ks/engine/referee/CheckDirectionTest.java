package ks.engine.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.Square;
import org.junit.jupiter.api.Test;

/** How the umpire names the line of a check: {@link CheckDirection#of}. */
class CheckDirectionTest {

    private static int sq(String name) {
        return Square.parse(name);
    }

    @Test
    void theLongerDiagonalThroughTheKingIsTheLongOne() {
        // Through c1 the a1-h8 way diagonal (c1-h6) has 6 squares, the other (c1-a3) only 3.
        assertThat(CheckDirection.of(sq("c1"), sq("f4"), false)).isEqualTo(CheckDirection.LONG_DIAGONAL);
        assertThat(CheckDirection.of(sq("c1"), sq("a3"), false)).isEqualTo(CheckDirection.SHORT_DIAGONAL);
    }

    @Test
    void theSameLineIsLongFromOneKingAndShortFromAnother() {
        // b1-h7: 7 squares. Through e4 the other diagonal (a8-h1) has 8, so b1-h7 is short there.
        assertThat(CheckDirection.of(sq("e4"), sq("d3"), false)).isEqualTo(CheckDirection.SHORT_DIAGONAL);
        assertThat(CheckDirection.of(sq("f5"), sq("d3"), false)).isEqualTo(CheckDirection.LONG_DIAGONAL);
    }

    @Test
    void diagonalsThroughAnySquareNeverHaveTheSameLength() {
        for (int king = 0; king < 64; king++) {
            CheckDirection ascending = null;
            CheckDirection descending = null;
            for (int other = 0; other < 64; other++) {
                int df = Square.file(other) - Square.file(king);
                int dr = Square.rank(other) - Square.rank(king);
                if (other != king && df == dr) {
                    ascending = CheckDirection.of(king, other, false);
                } else if (other != king && df == -dr) {
                    descending = CheckDirection.of(king, other, false);
                }
            }
            if (ascending != null && descending != null) {
                assertThat(ascending).as(Square.name(king)).isNotEqualTo(descending);
            }
        }
    }

    @Test
    void ranksFilesAndKnightsAreNamedSo() {
        assertThat(CheckDirection.of(sq("e1"), sq("e8"), false)).isEqualTo(CheckDirection.FILE);
        assertThat(CheckDirection.of(sq("e1"), sq("a1"), false)).isEqualTo(CheckDirection.RANK);
        assertThat(CheckDirection.of(sq("e1"), sq("f3"), true)).isEqualTo(CheckDirection.KNIGHT);
    }

    @Test
    void squaresThatShareNoLineAreRefused() {
        assertThatThrownBy(() -> CheckDirection.of(sq("e1"), sq("f4"), false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a man on f4 cannot check a king on e1");
        assertThatThrownBy(() -> CheckDirection.of(sq("e1"), sq("f3"), false))
                .as("a knight's square is no line").isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CheckDirection.of(sq("e1"), sq("e1"), false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aKnightMustBeAKnightsMoveAway() {
        assertThatThrownBy(() -> CheckDirection.of(sq("e1"), sq("e3"), true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a knight on e3 cannot check a king on e1");
        assertThatThrownBy(() -> CheckDirection.of(sq("a1"), sq("h2"), true))
                .as("no wrapping round the board edge").isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everySquareOnALineThroughTheKingHasADirectionAndNoOtherDoes() {
        for (int king = 0; king < 64; king++) {
            for (int other = 0; other < 64; other++) {
                int df = Math.abs(Square.file(other) - Square.file(king));
                int dr = Math.abs(Square.rank(other) - Square.rank(king));
                boolean onLine = other != king && (df == 0 || dr == 0 || df == dr);
                int k = king;
                int o = other;
                if (onLine) {
                    assertThat(CheckDirection.of(king, other, false)).isNotEqualTo(CheckDirection.KNIGHT);
                } else {
                    assertThatThrownBy(() -> CheckDirection.of(k, o, false))
                            .isInstanceOf(IllegalArgumentException.class);
                }
                if (df * dr == 2) {
                    assertThat(CheckDirection.of(king, other, true)).isEqualTo(CheckDirection.KNIGHT);
                } else {
                    assertThatThrownBy(() -> CheckDirection.of(k, o, true))
                            .isInstanceOf(IllegalArgumentException.class);
                }
            }
        }
    }
}
