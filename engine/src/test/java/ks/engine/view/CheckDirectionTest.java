package ks.engine.view;

import static ks.engine.view.Boards.sq;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Square;
import ks.engine.referee.CheckDirection;
import org.junit.jupiter.api.Test;

/**
 * The referee's {@link CheckDirection} as the view reads it back into squares. It stands here
 * because these tests came with the view's former copy of the type; they belong with the referee.
 */
class CheckDirectionTest {

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
}
