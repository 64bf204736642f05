package ks.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code ks bench --help} names every bench one a line, on standard output, and succeeds. */
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
}
