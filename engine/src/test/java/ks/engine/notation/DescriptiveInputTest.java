package ks.engine.notation;

import static ks.engine.notation.Typing.START;
import static ks.engine.notation.Typing.START_BLACK;
import static ks.engine.notation.Typing.attempt;
import static ks.engine.notation.Typing.move;
import static ks.engine.notation.Typing.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DescriptiveInputTest {

    /** After 1. e4 e5: white's king's bishop and queen are free. */
    private static final String OPEN_GAME = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    @Test
    void kingsPawnTwoForward() {
        assertThat(read(START, "p-k4")).isEqualTo(attempt("e2e4"));
        assertThat(read(START, "P-K4")).isEqualTo(attempt("e2e4"));
    }

    @Test
    void ranksAreCountedFromBlacksOwnSide() {
        assertThat(read(START_BLACK, "p-k4")).isEqualTo(attempt("e7e5"));
        assertThat(read(START_BLACK, "p-qb3")).isEqualTo(attempt("c7c6"));
    }

    @Test
    void fromSquareAfterASlash() {
        assertThat(read(START, "p/k2-k4")).isEqualTo(attempt("e2e4"));
        assertThat(read(START_BLACK, "p/k2-k4")).isEqualTo(attempt("e7e5"));
    }

    @Test
    void pawnTakesWithAnX() {
        assertThat(read("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "pxkb4")).isEqualTo(attempt("e3f4"));
        assertThat(read("4k3/8/4p3/8/8/8/8/4K3 b - - 0 1", "pxkb4")).isEqualTo(attempt("e6f5"));
    }

    @Test
    void knightAsNOrKt() {
        assertThat(read(START, "n-kb3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START, "kt-kb3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START, "Kt-QB3")).isEqualTo(attempt("b1c3"));
        assertThat(read(START_BLACK, "n-kb3")).isEqualTo(attempt("g8f6"));
    }

    @Test
    void bishopAndQueenToFullSquares() {
        assertThat(read(OPEN_GAME, "b-qb4")).isEqualTo(attempt("f1c4"));
        assertThat(read(OPEN_GAME, "q-kr5")).isEqualTo(attempt("d1h5"));
    }

    @Test
    void rookFromSquareSaysWhichRook() {
        assertThat(read("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "r/qr1-qb1")).isEqualTo(attempt("a1c1"));
    }

    @Test
    void kingToAShortSquareWhenOnlyOneFits() {
        assertThat(read("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "k-b1")).isEqualTo(attempt("e1f1"));
    }

    @Test
    void shortSquaresWhenOnlyOneOwnManFits() {
        assertThat(read(START, "p-q4")).isEqualTo(attempt("d2d4"));
        assertThat(read("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "n-b3")).isEqualTo(attempt("g1f3"));
        assertThat(read(OPEN_GAME, "b-b4")).isEqualTo(attempt("f1c4"));
    }

    @Test
    void shortSquareAsksWhenTwoOwnMenFit() {
        assertThat(read(START_BLACK, "n-b3")).isEqualTo(new Reading.Ambiguous("n-b3",
                List.of(move("b8c6"), move("g8f6")), "which piece: N-QB3 or N-KB3?"));
    }

    @Test
    void anXForAPieceIsAcceptedWhenItIsClear() {
        assertThat(read(START, "nxkb3")).isEqualTo(attempt("g1f3"));
    }

    @Test
    void promotionInDescriptive() {
        String fen = "7k/4P3/8/8/8/8/8/K7 w - - 0 1";
        assertThat(read(fen, "p-k8")).isEqualTo(attempt("e7e8q"));
        assertThat(read(fen, "p-k8=q")).isEqualTo(attempt("e7e8q"));
        assertThat(read(fen, "p-k8(kt)")).isEqualTo(attempt("e7e8n"));
        assertThat(read(fen, "P-K8/R")).isEqualTo(attempt("e7e8r"));
    }

    @Test
    void checkWrittenAsChIsIgnored() {
        assertThat(read(OPEN_GAME, "q-kr5ch")).isEqualTo(attempt("d1h5"));
    }
}
