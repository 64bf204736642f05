package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class SanTest {

    private static String san(String fen, String uci) {
        Position p = Position.fromFen(fen);
        return San.format(p, Uci.parse(p, uci));
    }

    @ParameterizedTest(name = "{1} in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e2e4|e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|g1f3|Nf3",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1|e4d5|exd5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1|e5d6|exd6",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1|e1g1|O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1|e8c8|O-O-O",
    })
    void formatsPlainMoves(String fen, String uci, String expected) {
        assertThat(san(fen, uci)).isEqualTo(expected);
    }

    @Test
    void disambiguatesByFileWhenFilesDiffer() {
        assertThat(san("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2")).isEqualTo("Nbd2");
    }

    @Test
    void disambiguatesByRankWhenFilesAgree() {
        assertThat(san("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3")).isEqualTo("R1a3");
    }

    @Test
    void disambiguatesByFileAndRankWhenBothClash() {
        assertThat(san("8/k7/8/8/7Q/8/8/K3Q2Q w - - 0 1", "h1e4")).isEqualTo("Qh1e4");
        assertThat(san("8/k7/8/8/7Q/8/8/K3Q2Q w - - 0 1", "h4e4")).isEqualTo("Q4e4");
        assertThat(san("8/k7/8/8/7Q/8/8/K3Q2Q w - - 0 1", "e1e4")).isEqualTo("Qee4");
    }

    @Test
    void ignoresPinnedPieceWhenDisambiguating() {
        assertThat(san("4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1", "b1d2")).isEqualTo("Nd2");
    }

    @Test
    void formatsPromotionWithEqualsSign() {
        assertThat(san("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8r")).isEqualTo("axb8=R+");
        assertThat(san("1n1k4/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n")).isEqualTo("a8=N");
    }

    @Test
    void marksCheckWithPlus() {
        assertThat(san("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8")).isEqualTo("Ra8+");
    }

    @Test
    void marksMateWithHash() {
        assertThat(san("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8")).isEqualTo("Ra8#");
        assertThat(san("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4")).isEqualTo("Qh4#");
    }

    @ParameterizedTest(name = "{1} in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|Nf3|g1f3",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1|ed5|e4d5",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1|exd5+|e4d5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1|exd6 e.p.|e5d6",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1|0-0|e1g1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1|O-O-O+|e1c1",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1|axb8Q|a7b8q",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1|ab8=n|a7b8n",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1|Nb1d2|b1d2",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1|Nbd2!?|b1d2",
        "k7/8/8/8/8/8/1B6/K7 w - - 0 1|Bb2c3|b2c3",
    })
    void parseToleratesMissingAndExtraMarks(String fen, String san, String uci) {
        Position p = Position.fromFen(fen);
        assertThat(Uci.format(San.parse(p, san))).isEqualTo(uci);
    }

    @ParameterizedTest(name = "{1} in {0}: {2}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1|Nd2|ambiguous move Nd2: say which N moves, e.g. by its file",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1|O-O|illegal move O-O: cannot castle that way now",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1|Zz9|not a SAN move (like e4, Nf3, exd5, O-O, e8=Q): 'Zz9'",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8|illegal move a8: a promotion needs a piece, e.g. a8=Q",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1|e4|illegal move e4 in 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    })
    void parseExplainsWhyNot(String fen, String san, String message) {
        Position p = Position.fromFen(fen);
        assertThatThrownBy(() -> San.parse(p, san)).isInstanceOf(MoveFormatException.class).hasMessage(message);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("ks.engine.RandomGames#seeds")
    void formatThenParseGivesTheSameMoveInRandomGames(long seed) {
        Position p = RandomGames.start(seed);
        Random random = new Random(seed);
        MoveList list = new MoveList();
        for (int i = 0; i < 150; i++) {
            p.legalMoves(list);
            if (list.size() == 0) {
                break;
            }
            for (int k = 0; k < list.size(); k++) {
                int m = list.get(k);
                String san = San.format(p, m);
                assertThat(San.parse(p, san)).as("seed %d %s %s", seed, p.toFen(), san).isEqualTo(m);
            }
            p.make(list.get(random.nextInt(list.size())));
        }
    }
}
