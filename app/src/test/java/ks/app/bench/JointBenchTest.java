package ks.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The joint referee's bench, briefly: with {@code --save} both sides save as a game does and each
 * save's stages are printed by plies (the last save of each game read back as a resume reads it);
 * and its usage.
 */
class JointBenchTest {

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void withSaveBothSidesSaveAndTheStagesArePrinted() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"joint", "2", "--save", "--plies", "6"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("at most 6 plies")
                .contains("each saving as a game does (--save)")
                .containsPattern("saves: [0-9]+ \\([0-9.]+ per attempt")
                .containsPattern("all +[0-9]+ +[0-9.]+ +[0-9.]+ / [0-9.]+ ")
                .containsPattern("0-19 +[0-9]+ ");
    }

    @Test
    void aNonPositiveCountGetsTheUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"joint", "0", "--save"}, System.out,
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("ks bench joint [ATTEMPTS] [--save] [--plies N]");
    }
}
