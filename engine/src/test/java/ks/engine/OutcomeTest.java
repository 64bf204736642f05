package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OutcomeTest {

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|NONE",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3|CHECKMATE",
        "R5k1/5ppp/8/8/8/8/8/4K3 b - - 1 1|CHECKMATE",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1|STALEMATE",
        "k7/P7/K7/8/8/8/8/8 b - - 0 1|STALEMATE",
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1|INSUFFICIENT_MATERIAL",
        "8/8/8/4k3/8/8/8/4KN2 w - - 0 1|INSUFFICIENT_MATERIAL",
        "8/8/8/4kb2/8/8/8/4K3 w - - 0 1|INSUFFICIENT_MATERIAL",
        "8/8/8/2b1k3/8/B7/8/2B1K3 w - - 0 1|INSUFFICIENT_MATERIAL",
        "8/8/8/3bk3/8/8/8/2B1K3 w - - 0 1|NONE",
        "8/8/8/3nk3/8/8/8/2N1K3 w - - 0 1|NONE",
        "8/8/8/4k3/8/8/8/3NKN2 w - - 0 1|NONE",
        "8/8/8/4k3/8/8/8/3BKN2 w - - 0 1|NONE",
        "8/8/8/4k3/8/8/8/4KR2 w - - 0 1|NONE",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1|NONE",
    })
    void positionOutcomeIsDetected(String fen, Outcome expected) {
        assertThat(Position.fromFen(fen).outcome()).isEqualTo(expected);
    }
}
