package ks.net.club;

import ks.net.club.host.ClubHost;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import ks.crypto.Argon2id;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A club that cannot take its port gives back everything it opened: selectors, descriptors, threads, the database. */
@Timeout(120)
class ClubStartFailureTest {

    private static final int TRIES = 20;

    @TempDir
    Path dir;

    @Test
    void aServerThatCannotBindItsPortLeavesNoSelectorOrDescriptorBehind() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), taken.getLocalPort());
            long before = openDescriptors();
            for (int i = 0; i < TRIES; i++) {
                assertThatThrownBy(() -> new ClubServer(address, null, null, null, null, null, null, ClubLimits.DEFAULT))
                        .isInstanceOf(IOException.class);
            }
            // A selector holds two or three descriptors: twenty leaked would be forty or more.
            assertThat(openDescriptors() - before).isLessThan(5);
        }
    }

    @Test
    void aClubThatCannotTakeItsPortStopsItsThreadsAndClosesItsDatabase() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            ClubConfig config = ClubConfig.of(dir.resolve("club"), taken.getLocalPort()).withBindHost("127.0.0.1")
                    .withCost(Argon2id.Cost.TEST);
            // Another test's club in this JVM may still be on its way out: only this test's threads count.
            java.util.List<Thread> before = clubThreads();
            for (int i = 0; i < 3; i++) {
                assertThatThrownBy(() -> ClubHost.start(config)).isInstanceOf(IOException.class);
            }
            // A pool's last thread may still be on its way out when its executor reports itself done
            // (HikariCP's connection closer failed a full run so): a leaked one is still alive after the wait.
            for (Thread t : clubThreads()) {
                if (!before.contains(t)) {
                    t.join(10_000);
                }
            }
            assertThat(clubThreads()).filteredOn(t -> !before.contains(t)).extracting(Thread::getName).isEmpty();
        }
        // The database was closed: the same directory opens again in this process and another could too.
        try (ClubHost again = TestClubs.start(dir)) {
            assertThat(again.port()).isPositive();
        }
    }

    private static long openDescriptors() throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.count();
        }
    }

    private static java.util.List<Thread> clubThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith("ks-club-")).toList();
    }
}
