package ks.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The two-party computation bench on a small circuit: what it prints, and its usage. */
class GcBenchTest {

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aSmallRunMeasuresGarblingOtAndDualExecutionOverLoopback() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"gc", "2000", "2"}, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("a random circuit of 2,000 AND gates")
                .containsPattern("garbling, one thread.*M AND gates per CPU second")
                .containsPattern("M random OTs per CPU second")
                .containsPattern("whole .*: p50 [0-9.]+ ms  p99 [0-9.]+ ms")
                .containsPattern("then run .* p50 [0-9.]+ ms")
                .containsPattern("bytes sent by each side per run: [0-9,]+");
    }

    @Test
    void aNonPositiveSizeGetsTheUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"gc", "0"}, System.out, new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("ks bench gc [AND-GATES [RUNS]]");
    }
}
