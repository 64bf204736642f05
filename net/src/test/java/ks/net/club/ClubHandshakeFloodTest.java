package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stranger who floods the club's port with handshakes (the same hello and a forged auth on
 * each new connection, which cost the sender nothing and the club a key agreement, a signature
 * and a verification each) must not hold up the members already in, nor keep a member from
 * another address from getting in.
 */
@Timeout(120)
class ClubHandshakeFloodTest {

    @TempDir
    Path dir;

    @RegisterExtension
    final RunningClub club = new RunningClub(() -> dir);

    private ClubLink member(String name) throws IOException {
        return club.member(name, dir.resolve(name));
    }

    /** The median time of {@code n} requests for the ratings, in milliseconds. */
    private static double medianMs(ClubLink link, int n) throws IOException {
        long[] nanos = new long[n];
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            link.request(new ClubMessage.Ratings());
            nanos[i] = System.nanoTime() - t;
        }
        Arrays.sort(nanos);
        return nanos[n / 2] / 1e6;
    }

    /** The CPU time the club's I/O loop has used so far, in nanoseconds. */
    private static long loopCpuNanos() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals("ks-club-io"))
                .mapToLong(t -> threads.getThreadCpuTime(t.getId())).sum();
    }

    /**
     * The flood is 800 connections at a time from 127.0.0.2. At d4404ec the club made each
     * handshake on its I/O loop, about 0.3 ms of CPU each, so a flood of a few thousand a second
     * held every member's frames behind it: the median request took 358 ms instead of 2.2 (this
     * 2-core machine, load average 11). How long alice waits depends on the machine's load; what
     * the loop spends on each of the flood's connections does not, and is what is held here.
     */
    @Test
    void aStrangersHandshakeFloodCostsTheClubsLoopNoCryptography() throws Exception {
        try (ClubLink alice = member("alice")) {
            double quiet = medianMs(alice, 100);
            try (HandshakeFlood flood = new HandshakeFlood(new InetSocketAddress("127.0.0.1", club.port()),
                    "127.0.0.2", 800, 2_000).start().warmedUp()) {
                long before = flood.answered();
                long cpuBefore = loopCpuNanos();
                double flooded = medianMs(alice, 40);
                long during = flood.answered() - before;
                double loopMicros = (loopCpuNanos() - cpuBefore) / 1e3 / during;

                assertThat(during).as("the flood's handshakes while alice asked").isGreaterThan(100);
                assertThat(loopMicros).as("the loop's CPU (us) for each of the flood's %d connections, while alice's "
                        + "median request took %.1f ms (%.1f ms without the flood)", during, flooded, quiet)
                        .isLessThan(150);
            }
        }
    }
}
