package ks.engine.notation;

import static ks.engine.notation.Typing.START;
import static ks.engine.notation.Typing.START_BLACK;
import static ks.engine.notation.Typing.attempt;
import static ks.engine.notation.Typing.men;
import static ks.engine.notation.Typing.move;
import static ks.engine.notation.Typing.readTurned;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The -r option: black's algebraic squares as labelled on the board turned round to face black. */
class ReversedInputTest {

    @Test
    void blacksE2E4IsD7D5AsTheManualPageSays() {
        assertThat(readTurned(START_BLACK, "e2-e4")).isEqualTo(attempt("d7d5"));
        assertThat(readTurned(START_BLACK, "e4")).isEqualTo(attempt("d7d5"));
    }

    @Test
    void blacksPiecesAndFilesAreTurnedToo() {
        assertThat(readTurned(START_BLACK, "Nf3")).isEqualTo(attempt("b8c6"));
        assertThat(readTurned(START_BLACK, "Ng1-f3")).isEqualTo(attempt("b8c6"));
        assertThat(readTurned("4k3/8/8/3p4/4P3/8/8/4K3 b - - 0 1", "exd5")).isEqualTo(attempt("d5e4"));
    }

    @Test
    void blacksPromotionRankIsTheEighthFromItsSide() {
        assertThat(readTurned("7k/8/8/8/8/8/4p3/K7 b - - 0 1", "d8=N")).isEqualTo(attempt("e2e1n"));
    }

    @Test
    void whiteIsNotTurned() {
        assertThat(readTurned(START, "e2-e4")).isEqualTo(attempt("e2e4"));
    }

    @Test
    void descriptiveAndSquarePairsAreAlreadyFromTheMoversSide() {
        assertThat(readTurned(START_BLACK, "p-k4")).isEqualTo(attempt("e7e5"));
        assertThat(readTurned(START_BLACK, "k2 k4")).isEqualTo(attempt("e7e5"));
    }

    @Test
    void castlingWordsDoNotDependOnTheSide() {
        assertThat(readTurned("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O")).isEqualTo(attempt("e8g8"));
    }

    @Test
    void echoUsesTheSameTurnedSquares() {
        assertThat(MoveEcho.write(move("d7d5"), men(START_BLACK), NotationStyle.LONG_ALGEBRAIC, Perspective.OWN_SIDE))
                .isEqualTo("e2-e4");
        assertThat(MoveEcho.write(move("b8c6"), men(START_BLACK), NotationStyle.SHORT_ALGEBRAIC, Perspective.OWN_SIDE))
                .isEqualTo("Nf3");
    }
}
