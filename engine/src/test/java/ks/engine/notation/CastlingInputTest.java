package ks.engine.notation;

import static ks.engine.notation.Typing.START;
import static ks.engine.notation.Typing.attempt;
import static ks.engine.notation.Typing.move;
import static ks.engine.notation.Typing.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CastlingInputTest {

    private static final String WHITE_MAY_CASTLE = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private static final String BLACK_MAY_CASTLE = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";

    @Test
    void kingSideWithLettersOrZeros() {
        for (String typed : new String[] {"o-o", "O-O", "0-0", "oo", "O-O+"}) {
            assertThat(read(WHITE_MAY_CASTLE, typed)).as(typed).isEqualTo(attempt("e1g1"));
        }
    }

    @Test
    void queenSideWithLettersOrZeros() {
        for (String typed : new String[] {"o-o-o", "O-O-O", "0-0-0", "ooo"}) {
            assertThat(read(WHITE_MAY_CASTLE, typed)).as(typed).isEqualTo(attempt("e1c1"));
        }
    }

    @Test
    void umpireCastlingWords() {
        assertThat(read(WHITE_MAY_CASTLE, "CK")).isEqualTo(attempt("e1g1"));
        assertThat(read(WHITE_MAY_CASTLE, "cq")).isEqualTo(attempt("e1c1"));
        assertThat(read(BLACK_MAY_CASTLE, "ck")).isEqualTo(attempt("e8g8"));
    }

    @Test
    void blackCastlesOnTheEighthRank() {
        assertThat(read(BLACK_MAY_CASTLE, "O-O")).isEqualTo(attempt("e8g8"));
        assertThat(read(BLACK_MAY_CASTLE, "O-O-O")).isEqualTo(attempt("e8c8"));
    }

    @Test
    void kingMovingTwoSquaresCastles() {
        assertThat(read(WHITE_MAY_CASTLE, "e1g1")).isEqualTo(attempt("e1g1"));
        assertThat(read(WHITE_MAY_CASTLE, "Ke1-g1")).isEqualTo(attempt("e1g1"));
        assertThat(read(WHITE_MAY_CASTLE, "Kc1")).isEqualTo(attempt("e1c1"));
        assertThat(read(WHITE_MAY_CASTLE, "k-n1")).isEqualTo(attempt("e1g1"));
        assertThat(read(BLACK_MAY_CASTLE, "e8c8")).isEqualTo(attempt("e8c8"));
    }

    @Test
    void kingToShortBishopSquareAsksWhenItCouldAlsoCastle() {
        assertThat(read(WHITE_MAY_CASTLE, "k-b1")).isEqualTo(new Reading.Ambiguous("k-b1",
                List.of(move("e1c1"), move("e1f1")), "which move: O-O-O or K-KB1?"));
    }

    @Test
    void noCastlingOnceTheRightIsGone() {
        assertThat(read("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O"))
                .isEqualTo(new Reading.Unparseable("not playable: 'O-O' (no right to castle king side)"));
    }

    @Test
    void noCastlingThroughOwnMen() {
        assertThat(read(START, "O-O"))
                .isEqualTo(new Reading.Unparseable("not playable: 'O-O' (own men stand between king and rook)"));
    }

    @Test
    void kingTwoSquaresWithoutTheRightIsNoMove() {
        assertThat(read("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "Kg1"))
                .isEqualTo(new Reading.Unparseable("not playable: 'Kg1' (no king of yours can reach g1)"));
    }
}
