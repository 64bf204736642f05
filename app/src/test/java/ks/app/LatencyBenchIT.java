package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ks bench latency} end to end: the jar starts the guest as a second process, the two meet
 * on loopback and play, and the three figures come out, each with a reading for every timed move.
 */
class LatencyBenchIT {

    @TempDir
    Path home;

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void aShortRunPrintsTheRoundTripAndEachSidesOwnWorkPerMove() throws Exception {
        KsProcess ks = KsProcess.start(Files.createDirectories(home.resolve("home")), "", "bench", "latency", "30", "10");

        assertThat(ks.await(240)).as(ks.transcript()).isZero();
        String out = ks.out();
        assertThat(out).as(ks.transcript())
                .contains("ks bench latency: 30 moves (after 10 warm-up moves)")
                .contains("host and guest in two processes over encrypted loopback TCP");
        assertThat(readings(out, "round trip, guest's move")).as(out).isBetween(1, 30);
        assertThat(readings(out, "host's work per move")).as(out).isEqualTo(30);
        assertThat(readings(out, "guest's work per move")).as(out).isEqualTo(30);
        assertThat(out).as("each side saves its game as a player's ks does")
                .containsPattern("host's work per move .*saves a move\\)\n")
                .containsPattern("guest's work per move .*saves a move\\)\n");
        assertThat(ks.err()).isEmpty();
    }

    /** The number of readings on the line that begins with {@code label}, which must give all four figures. */
    private static int readings(String out, String label) {
        Matcher m = Pattern.compile("(?m)^  " + Pattern.quote(label)
                + " .*: n (\\d+)  p50 [0-9.]+ ms  p90 [0-9.]+ ms  p99 [0-9.]+ ms  max [0-9.]+ ms"
                + "(  \\([0-9.]+ saves a move\\))?$").matcher(out);
        assertThat(m.find()).as(label + " line in:\n" + out).isTrue();
        return Integer.parseInt(m.group(1));
    }
}
