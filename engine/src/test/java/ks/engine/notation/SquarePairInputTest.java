package ks.engine.notation;

import static ks.engine.notation.Typing.START;
import static ks.engine.notation.Typing.START_BLACK;
import static ks.engine.notation.Typing.attempt;
import static ks.engine.notation.Typing.read;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** UMPIRE's way: two descriptive squares counted from the mover's side, whatever man stands on the first. */
class SquarePairInputTest {

    @Test
    void kingsPawnTwoForwardForWhite() {
        assertThat(read(START, "k2 k4")).isEqualTo(attempt("e2e4"));
        assertThat(read(START, "K2 K4")).isEqualTo(attempt("e2e4"));
    }

    @Test
    void kingsPawnTwoForwardForBlackIsTheSameText() {
        assertThat(read(START_BLACK, "k2 k4")).isEqualTo(attempt("e7e5"));
    }

    @Test
    void knightBySquarePair() {
        assertThat(read(START, "kn1 kb3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START, "kkt1 kb3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START_BLACK, "kn1 kb3")).isEqualTo(attempt("g8f6"));
    }

    @Test
    void pairJoinedByAHyphen() {
        assertThat(read(START, "k2-k4")).isEqualTo(attempt("e2e4"));
    }

    @Test
    void algebraicSquaresSeparatedByBlankSpace() {
        assertThat(read(START, "e2 e4")).isEqualTo(attempt("e2e4"));
    }

    @Test
    void pawnReachingTheLastRankBecomesAQueenAsInUmpire() {
        assertThat(read("7k/4P3/8/8/8/8/8/K7 w - - 0 1", "k7 k8")).isEqualTo(attempt("e7e8q"));
    }
}
