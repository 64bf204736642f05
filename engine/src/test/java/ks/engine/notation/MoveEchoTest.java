package ks.engine.notation;

import static ks.engine.notation.Typing.START;
import static ks.engine.notation.Typing.START_BLACK;
import static ks.engine.notation.Typing.men;
import static ks.engine.notation.Typing.move;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class MoveEchoTest {

    private static String echo(String fen, String uci, NotationStyle style) {
        return MoveEcho.write(move(uci), men(fen), style);
    }

    @Test
    void longAlgebraicNamesBothSquares() {
        assertThat(echo(START, "g1f3", NotationStyle.LONG_ALGEBRAIC)).isEqualTo("Ng1-f3");
        assertThat(echo(START, "e2e4", NotationStyle.LONG_ALGEBRAIC)).isEqualTo("e2-e4");
        assertThat(echo(START_BLACK, "g8f6", NotationStyle.LONG_ALGEBRAIC)).isEqualTo("Ng8-f6");
    }

    @Test
    void pawnsDiagonalStepIsWrittenAsACapture() {
        String fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        assertThat(echo(fen, "e4d5", NotationStyle.LONG_ALGEBRAIC)).isEqualTo("e4xd5");
        assertThat(echo(fen, "e4d5", NotationStyle.SHORT_ALGEBRAIC)).isEqualTo("exd5");
        assertThat(echo(fen, "e4d5", NotationStyle.DESCRIPTIVE)).isEqualTo("PxQ5");
    }

    @Test
    void pieceMoveNeverShowsACaptureBecauseThePlayerCannotKnow() {
        assertThat(echo("4k3/8/8/8/7Q/8/8/4r1K1 w - - 0 1", "h4e1", NotationStyle.LONG_ALGEBRAIC)).isEqualTo("Qh4-e1");
    }

    @Test
    void shortAlgebraicDisambiguatesByFileThenRankThenSquare() {
        assertThat(echo("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2", NotationStyle.SHORT_ALGEBRAIC)).isEqualTo("Nbd2");
        assertThat(echo("k7/8/8/8/4R3/8/8/4R1K1 w - - 0 1", "e1e2", NotationStyle.SHORT_ALGEBRAIC)).isEqualTo("R1e2");
        assertThat(echo("6k1/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1", "a4d4", NotationStyle.SHORT_ALGEBRAIC))
                .isEqualTo("Qa4d4");
        assertThat(echo(START, "g1f3", NotationStyle.SHORT_ALGEBRAIC)).isEqualTo("Nf3");
    }

    @Test
    void promotionIsWrittenWithAnEqualsSign() {
        String fen = "7k/4P3/8/8/8/8/8/K7 w - - 0 1";
        assertThat(echo(fen, "e7e8q", NotationStyle.SHORT_ALGEBRAIC)).isEqualTo("e8=Q");
        assertThat(echo(fen, "e7e8n", NotationStyle.LONG_ALGEBRAIC)).isEqualTo("e7-e8=N");
        assertThat(echo(fen, "e7e8r", NotationStyle.DESCRIPTIVE)).isEqualTo("P-K8=R");
    }

    @Test
    void descriptiveCountsFromTheMoversSide() {
        assertThat(echo(START, "g1f3", NotationStyle.DESCRIPTIVE)).isEqualTo("N-KB3");
        assertThat(echo(START_BLACK, "g8f6", NotationStyle.DESCRIPTIVE)).isEqualTo("N-KB3");
        assertThat(echo(START_BLACK, "e7e5", NotationStyle.DESCRIPTIVE)).isEqualTo("P-K4");
    }

    @Test
    void descriptiveNamesTheFromSquareWhenTwoOwnMenFit() {
        assertThat(echo("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1c1", NotationStyle.DESCRIPTIVE)).isEqualTo("R/QR1-QB1");
        assertThat(echo("4k3/8/8/8/8/8/2P1P3/4K3 w - - 0 1", "c2d3", NotationStyle.DESCRIPTIVE)).isEqualTo("P/QB2xQ3");
    }

    @Test
    void castlingIsWrittenAsOs() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assertThat(echo(fen, "e1g1", NotationStyle.LONG_ALGEBRAIC)).isEqualTo("O-O");
        assertThat(echo(fen, "e1c1", NotationStyle.DESCRIPTIVE)).isEqualTo("O-O-O");
    }

    @Test
    void aMoveFromAnEmptySquareIsRefused() {
        assertThatThrownBy(() -> echo(START, "e4e5", NotationStyle.LONG_ALGEBRAIC))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
