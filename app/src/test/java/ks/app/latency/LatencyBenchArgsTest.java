package ks.app.latency;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A mistyped {@code ks bench latency} gets one line saying what was wrong, and exit code 2. */
class LatencyBenchArgsTest {

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws Exception {
        return LatencyBench.run(args, System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aWordForTheMovesIsNamed() throws Exception {
        assertThat(run("latency", "many")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: bench latency: needs a whole number, got 'many'\n");
    }

    @Test
    void aNegativeWarmUpIsNamed() throws Exception {
        assertThat(run("latency", "100", "-5")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: bench latency: needs a whole number, got '-5'\n");
    }

    @Test
    void noMovesToTimeIsRefused() throws Exception {
        assertThat(run("latency", "0")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: bench latency needs at least one move to time\n");
    }

    @Test
    void tooManyWordsGetTheUsage() throws Exception {
        assertThat(run("latency", "1", "2", "3")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("ks: usage: ks bench latency");
    }

    @Test
    void aPeerWithAMeetingPortOutOfRangeIsNamed() throws Exception {
        assertThat(run("latency-peer", "5000", "1", "10")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("ks: bench latency: ").doesNotContain("\n\tat ");
    }
}
