package ks.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import ks.app.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class PerftCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return PerftCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String[] outLines() {
        return out.toString(StandardCharsets.UTF_8).split("\n");
    }

    @Test
    void helpPrintsTheOptionsAndSucceeds() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("usage: ks perft").contains("--fen", "--depth",
                "--divide", "--threads");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void printsTheCountAsTheLastLine() {
        assertThat(run("--fen", "startpos", "--depth", "3")).isZero();
        assertThat(outLines()[outLines().length - 1]).isEqualTo("8902");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void defaultsToStartpos() {
        assertThat(run("--depth", "2")).isZero();
        assertThat(outLines()[outLines().length - 1]).isEqualTo("400");
    }

    @Test
    void countsFromAGivenFen() {
        assertThat(run("--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "--depth", "2")).isZero();
        assertThat(outLines()[outLines().length - 1]).isEqualTo("2039");
    }

    @Test
    void divideListsEachMoveBeforeTheTotal() {
        assertThat(run("--depth", "2", "--divide")).isZero();
        String[] lines = outLines();
        assertThat(lines).contains("e2e4: 20", "g1f3: 20");
        assertThat(lines[lines.length - 1]).isEqualTo("400");
    }

    @Test
    @Timeout(60)
    void countsTheSameOnOneThreadAndOnSeveral() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assertThat(run("--fen", kiwipete, "--depth", "4", "--threads", "1")).isZero();
        String one = out.toString(StandardCharsets.UTF_8);
        out.reset();
        assertThat(run("--fen", kiwipete, "--depth", "4", "--threads", "3")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(one).isEqualTo("4085603" + System.lineSeparator());
    }

    @Test
    @Timeout(60)
    void divideOnSeveralThreadsListsTheMovesInGenerationOrder() {
        assertThat(run("--depth", "4", "--divide", "--threads", "1")).isZero();
        String one = out.toString(StandardCharsets.UTF_8);
        out.reset();
        assertThat(run("--depth", "4", "--divide", "--threads", "2")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(one);
        assertThat(outLines()[outLines().length - 1]).isEqualTo("197281");
    }

    @Test
    @Timeout(60)
    void movesThatMateOrLeaveNoMoveCountTheSameOnSeveralThreads() {
        // The scholar's mate: below Qxf7, which mates, there is nothing to count.
        String fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
        assertThat(run("--fen", fen, "--depth", "4", "--divide", "--threads", "1")).isZero();
        String one = out.toString(StandardCharsets.UTF_8);
        out.reset();
        assertThat(run("--fen", fen, "--depth", "4", "--divide", "--threads", "2")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(one).contains("h5f7: 0");
    }

    @Test
    @Timeout(60)
    void aPositionWithoutMovesCountsNoneOnSeveralThreads() {
        assertThat(run("--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--depth", "5", "--threads", "2")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("0" + System.lineSeparator());
    }

    @Test
    void badThreadsExitsTwoWithOneLine() {
        assertThat(run("--depth", "1", "--threads", "0")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: perft: --threads must be a whole number from 1 to 256, got '0'" + System.lineSeparator());
    }

    @Test
    void badFenExitsTwoWithOneLine() {
        assertThat(run("--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "--depth", "1")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: bad FEN: field 2 must be 'w' or 'b', got 'x'" + System.lineSeparator());
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void badDepthExitsTwo() {
        assertThat(run("--depth", "x")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("ks: perft: --depth must be").hasLineCount(1);
    }

    @Test
    void unknownOptionExitsTwo() {
        assertThat(run("--speed")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).hasLineCount(1);
    }

    @Test
    void aMissingValueSaysWhatToGive() {
        assertThat(run("--depth", "2", "--fen")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: perft: option --fen needs a value: a position"
                + " in FEN, quoted, as in --fen '4k3/8/8/8/8/8/8/4K3 w - - 0 1'" + System.lineSeparator());
    }

    @Test
    void aMissingDepthSaysWhatToGive() {
        assertThat(run("--depth")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: perft: option --depth needs a value: a whole"
                + " number from 0 to 12, as in --depth 4" + System.lineSeparator());
    }

    @Test
    void mainDispatchesPerft() {
        assertThat(Main.run(new String[] {"perft", "--depth", "1"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).isZero();
        assertThat(outLines()[outLines().length - 1]).isEqualTo("20");
    }
}
