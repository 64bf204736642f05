package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft counts of the six standard positions from chessprogramming.org. */
class PerftTest {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    static final String POSITION_6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        START + ";1;20", START + ";2;400", START + ";3;8902", START + ";4;197281", START + ";5;4865609",
        KIWIPETE + ";1;48", KIWIPETE + ";2;2039", KIWIPETE + ";3;97862", KIWIPETE + ";4;4085603",
        POSITION_3 + ";1;14", POSITION_3 + ";3;2812", POSITION_3 + ";5;674624",
        POSITION_4 + ";1;6", POSITION_4 + ";3;9467", POSITION_4 + ";4;422333",
        POSITION_5 + ";1;44", POSITION_5 + ";3;62379", POSITION_5 + ";4;2103487",
        POSITION_6 + ";1;46", POSITION_6 + ";3;89890", POSITION_6 + ";4;3894594",
    })
    void bulkCountMatchesKnownPerft(String fen, int depth, long expected) {
        assertThat(Perft.bulk(Position.fromFen(fen), depth)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        START + ";4;197281", KIWIPETE + ";3;97862", POSITION_3 + ";4;43238", POSITION_4 + ";3;9467",
        POSITION_5 + ";3;62379", POSITION_6 + ";3;89890",
    })
    void playingEveryMoveCountsTheSame(String fen, int depth, long expected) {
        assertThat(Perft.count(Position.fromFen(fen), depth)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        START + ";1;e2e4;1", START + ";2;g1f3;20", KIWIPETE + ";2;e1g1;43",
    })
    void divideGivesCountsPerMove(String fen, int depth, String move, long expected) {
        assertThat(Perft.divide(Position.fromFen(fen), depth)).containsEntry(move, expected);
    }

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        KIWIPETE + ";2;48",
    })
    void divideSumsToTheTotal(String fen, int depth, long moves) {
        var divide = Perft.divide(Position.fromFen(fen), depth);
        assertThat(divide).hasSize((int) moves);
        assertThat(divide.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(2039);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        START + ";6;119060324", KIWIPETE + ";5;193690690", POSITION_3 + ";7;178633661",
        POSITION_4 + ";5;15833292", POSITION_5 + ";5;89941194", POSITION_6 + ";5;164075551",
    })
    void deepPerftMatchesKnownCounts(String fen, int depth, long expected) {
        assertThat(Perft.bulk(Position.fromFen(fen), depth)).isEqualTo(expected);
    }
}
