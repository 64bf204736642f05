package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The soak (mvn -Psoak verify): two long-lived ks processes play hundreds of complete network
 * games in a row over loopback, the built-in opponent on each side, each game saved after every
 * ply. Every audit must pass; open file handles and threads, counted after each game by the
 * process itself (/proc/self/fd, the JVM's thread count), must not grow; the heap in use after a
 * full collection must stay flat. {@code -Dks.soak.games=N} sets the number of games (default 50).
 */
@Tag("soak")
// The default 50 games take about 15 minutes on two shared cores; KsProcess.await allows 120 s a game.
@Timeout(value = 4, unit = TimeUnit.HOURS)
class SoakIT {

    private static final Pattern SOAK = Pattern.compile("soak: game (\\d+)/\\d+ fds=(\\d+) threads=(\\d+) heapKiB=(\\d+)");

    @TempDir
    Path tmp;

    private record Sample(int game, int fds, int threads, int heapKib) {
    }

    @Test
    void hundredsOfGamesBetweenTwoProcessesLeakNothing() throws Exception {
        int games = Integer.getInteger("ks.soak.games", 50);
        int port = Crashes.freeNumber(7);
        long start = System.nanoTime();
        KsProcess a = KsProcess.startRobot(tmp.resolve("alice"), "", "--name", "alice", "-d", "_" + port, "--robot", "11",
                "--robot-games", Integer.toString(games), "bob@localhost");
        KsProcess b = KsProcess.startRobot(tmp.resolve("bob"), "", "--name", "bob", "-d", "_" + port, "--robot", "12",
                "--robot-games", Integer.toString(games), "alice@localhost");
        int limit = games * 120;
        assertThat(a.await(limit)).as(a.transcript()).isZero();
        assertThat(b.await(limit)).as(b.transcript()).isZero();
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        long plies = 0;
        for (KsProcess p : new KsProcess[] {a, b}) {
            String out = p.out();
            assertThat(out).doesNotContain("FAILED").doesNotContain("cannot save").doesNotContain("ignored a message");
            Matcher passed = Pattern.compile("Audit: passed \\((\\d+) plies").matcher(out);
            int n = 0;
            while (passed.find()) {
                n++;
                if (p == a) {
                    plies += Integer.parseInt(passed.group(1));
                }
            }
            assertThat(n).as("audits passed").isEqualTo(games);
            List<Sample> samples = new ArrayList<>();
            Matcher m = SOAK.matcher(out);
            while (m.find()) {
                samples.add(new Sample(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4))));
            }
            assertThat(samples).hasSize(games);
            int warm = Math.min(5, games / 4);
            Sample early = samples.get(warm);
            Sample last = samples.get(games - 1);
            int maxFds = samples.stream().skip(warm).mapToInt(Sample::fds).max().orElseThrow();
            int maxThreads = samples.stream().skip(warm).mapToInt(Sample::threads).max().orElseThrow();
            double heapEarly = samples.subList(warm, Math.min(games, warm + 10)).stream().mapToInt(Sample::heapKib)
                    .average().orElseThrow();
            double heapLate = samples.subList(Math.max(warm, games - 10), games).stream().mapToInt(Sample::heapKib)
                    .average().orElseThrow();
            System.out.printf("SoakIT %s: %d games, %d s, fds %d -> %d (max %d), threads %d -> %d (max %d),"
                    + " heap KiB %.0f -> %.0f%n", p == a ? "alice" : "bob", games, seconds, early.fds(), last.fds(),
                    maxFds, early.threads(), last.threads(), maxThreads, heapEarly, heapLate);
            assertThat(maxFds).as("open files").isLessThanOrEqualTo(early.fds() + 2);
            assertThat(maxThreads).as("threads").isLessThanOrEqualTo(early.threads() + 3);
            assertThat(heapLate).as("heap in use after GC, KiB").isLessThan(heapEarly * 1.5 + 2048);
        }
        System.out.println("SoakIT: " + games + " games, " + plies + " plies in " + seconds + " s");
    }
}
