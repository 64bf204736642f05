package ks.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code ks bench --help} names every bench one a line, on standard output, and succeeds; a bench
 * mistyped or misused gets one line on standard error.
 */
class BenchHelpTest {

    @Test
    void helpNamesEveryBenchOneALine() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = Bench.run(new String[] {"--help"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8).lines()).first().isEqualTo("usage:");
        assertThat(out.toString(StandardCharsets.UTF_8).lines()).contains("  ks bench audit [PLIES]",
                "  ks bench circuit", "  ks bench java");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aMistypedBenchIsAnsweredWithTheOneMeantInOneLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = Bench.run(new String[] {"lateny"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: bench: unknown bench 'lateny'; did you mean 'latency'? (ks bench --help lists them)\n");
    }

    @Test
    void aBenchGivenArgumentsItDoesNotTakeShowsOnlyItsOwnUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = Bench.run(new String[] {"ledger", "3"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: usage: ks bench ledger GAMES PLIES DIR\n");
    }

    @Test
    void aWordThatIsNotANumberIsNamedWithTheBenchsUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = Bench.run(new String[] {"ledger", "5", "x", "dir"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: bench ledger: 'x' is not a whole number (usage: ks bench ledger GAMES PLIES DIR)\n");
    }
}
