package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.net.NetnsHosts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fool's mate between two hosts made with network namespaces and a veth pair, so that the
 * {@code name@host} path crosses a real network interface. Skipped, saying why, where
 * namespaces cannot be made.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class NetnsGameIT {

    @TempDir
    Path tmp;

    private static List<String> inside(NetnsHosts net, NetnsHosts.Host host, String... args) {
        return new ArrayList<>(net.processBuilder(host, KsProcess.javaCommand(args)).command());
    }

    @Test
    void aGameBetweenTwoHostsOnARealNetworkEndsInCheckmateAndPassesTheAudit() throws Exception {
        NetnsHosts.assumeAvailable();
        try (NetnsHosts net = NetnsHosts.pair()) {
            NetnsHosts.Host a = net.host(0);
            NetnsHosts.Host b = net.host(1);
            KsProcess alice = KsProcess.start(tmp.resolve("alice"), "f3\ng4\n",
                    inside(net, a, "--name", "alice", "-w", "-d", "--wait", "60", "bob@" + b.address()));
            KsProcess bob = KsProcess.start(tmp.resolve("bob"), "e5\nQh4\n",
                    inside(net, b, "--name", "bob", "-b", "-d", "--wait", "60", "alice@" + a.address()));
            assertThat(alice.await(120)).as(alice.transcript()).isZero();
            assertThat(bob.await(120)).as(bob.transcript()).isZero();
            for (KsProcess p : new KsProcess[] {alice, bob}) {
                assertThat(p.out()).as(p.transcript()).contains("Game over: 0-1 (white is checkmated)")
                        .contains("Audit: passed (4 plies,");
            }
            assertThat(alice.out()).contains("Waiting up to 60 s for bob on " + b.address());
        }
    }
}
