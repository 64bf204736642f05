package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.net.NetnsHosts;
import ks.testkit.Needed;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fault injection with real processes (mvn -Pfaults verify): kill -9 of either side at seeded
 * random plies followed by resume; a network link cut in namespaces for longer than the
 * heartbeat's patience, then restored; a full disk under the ks directory mid-game.
 * {@code -Dks.faults.runs=N} sets the number of kill runs (default 6, about a minute each on two
 * shared cores, so that the profile takes about 15 minutes), {@code -Dks.faults.seed=S} the seed.
 */
@Tag("faults")
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class FaultsIT {

    private static final Pattern PASSED = Pattern.compile("Audit: passed \\((\\d+) plies");

    @TempDir
    Path tmp;

    private static int port(int offset) {
        return Crashes.freeNumber(100 + offset);
    }

    @Test
    void killEitherSideAtRandomPliesAndResume() throws Exception {
        long seed = Seeds.of("FaultsIT kill runs", "ks.faults.seed");
        int runs = Integer.getInteger("ks.faults.runs", 6);
        System.out.println("FaultsIT kill runs: " + runs + " runs");
        Random random = new Random(seed);
        for (int i = 0; i < runs; i++) {
            long s = random.nextLong();
            int victim = random.nextInt(2);
            int ply = 1 + random.nextInt(40);
            Path dir = tmp.resolve("run" + i);
            String line = Crashes.run(dir, port(i % 50), s, victim, ply);
            System.out.println("FaultsIT run " + (i + 1) + "/" + runs + ": " + line);
        }
    }

    @Test
    void aLinkCutLongerThanTheHeartbeatsPatienceIsSurvivedByReconnecting() throws Exception {
        NetnsHosts.assumeAvailable();
        try (NetnsHosts net = NetnsHosts.pair()) {
            NetnsHosts.Host a = net.host(0);
            NetnsHosts.Host b = net.host(1);
            Path homeA = tmp.resolve("alice");
            Path homeB = tmp.resolve("bob");
            List<String> ca = net.processBuilder(a, KsProcess.robotCommand("--name", "alice", "-w", "-d", "_7",
                    "--wait", "120", "--robot", "1", "--robot-delay", "40", "bob@" + b.address())).command();
            List<String> cb = net.processBuilder(b, KsProcess.robotCommand("--name", "bob", "-b", "-d", "_7",
                    "--wait", "120", "--robot", "2", "--robot-delay", "40", "alice@" + a.address())).command();
            KsProcess pa = KsProcess.start(homeA, "", ca);
            KsProcess pb = KsProcess.start(homeB, "", cb);
            assertThat(FileWatch.await(Crashes.unfinished(homeA), 60, () -> {
                var s = Crashes.save(homeA);
                return s != null && s.plies() >= 4;
            })).as("alice's save reaches ply 4\n" + pa.transcript()).isTrue();
            // Down until both sides have given the link up: past the 20 s of silence they allow.
            ip("-n", a.namespace(), "link", "set", "eth0", "down");
            assertThat(FileWatch.await(homeA, 60, () -> pa.out().contains("was lost"))).as(pa.transcript()).isTrue();
            assertThat(FileWatch.await(homeB, 60, () -> pb.out().contains("was lost"))).as(pb.transcript()).isTrue();
            ip("-n", a.namespace(), "link", "set", "eth0", "up");
            assertThat(pa.await(300)).as(pa.transcript()).isZero();
            assertThat(pb.await(300)).as(pb.transcript()).isZero();
            assertThat(pa.out()).contains("reconnected to bob");
            assertThat(pb.out()).contains("reconnected to alice");
            assertThat(plies(pa)).isEqualTo(plies(pb));
            Crashes.sameSignedGame(homeA, homeB, pa, pb, "a link cut at ply 4");
        }
    }

    @Test
    void aFullDiskIsReportedAndTheGameGoesOnInMemory() throws Exception {
        Needed.require(ProcessHandle.current().info().user().map("root"::equals).orElse(false),
                "mounting a small file system for a full disk needs root");
        Path homeA = tmp.resolve("alice");
        Path games = homeA.resolve(".ks").resolve("games");
        Files.createDirectories(games);
        // Room, once the filler is gone, for a long game's save, its replacement and its signed
        // record together (a 300-ply record of protocol 3 did not fit beside its save in 256 KiB).
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", games.toString())
                .redirectErrorStream(true).start();
        Needed.require(mount.waitFor() == 0, "cannot mount a tmpfs here: "
                + new String(mount.getInputStream().readAllBytes()));
        try {
            int number = port(60);
            KsProcess pa = KsProcess.startRobot(homeA, "", Crashes.args("alice", "bob", number, 3, "-w", "+s"));
            KsProcess pb = KsProcess.startRobot(tmp.resolve("bob"), "", Crashes.args("bob", "alice", number, 4, "-b",
                    "-s"));
            assertThat(FileWatch.await(Crashes.unfinished(homeA), 60, () -> {
                var s = Crashes.save(homeA);
                return s != null && s.plies() >= 3;
            })).as("alice's save reaches ply 3\n" + pa.transcript()).isTrue();
            Path filler = games.resolve("filler");
            try (var out = Files.newOutputStream(filler)) {
                byte[] block = new byte[4096];
                while (true) {
                    out.write(block);
                }
            } catch (IOException full) {
                // The disk is full now.
            }
            assertThat(FileWatch.await(homeA, 30, () -> pa.out().contains("cannot save the game")))
                    .as(pa.transcript()).isTrue();
            assertThat(pa.out()).as(pa.transcript()).contains("cannot save the game (")
                    .contains("it goes on in memory");
            Files.delete(filler);
            assertThat(pa.await(300)).as(pa.transcript()).isZero();
            assertThat(pb.await(300)).as(pb.transcript()).isZero();
            assertThat(pa.out()).contains("the game is being saved again");
            assertThat(plies(pa)).isEqualTo(plies(pb));
            Crashes.sameSignedGame(homeA, tmp.resolve("bob"), pa, pb, "a full disk at ply 3");
        } finally {
            new ProcessBuilder("umount", "-l", games.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static int plies(KsProcess p) throws IOException {
        Matcher m = PASSED.matcher(p.out());
        assertThat(m.find()).as(p.transcript()).isTrue();
        return Integer.parseInt(m.group(1));
    }

    private static void ip(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("ip"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        assertThat(p.waitFor()).as(String.join(" ", cmd) + ": " + new String(p.getInputStream().readAllBytes()))
                .isZero();
    }
}
