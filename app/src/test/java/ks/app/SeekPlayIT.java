package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import ks.net.NetnsHosts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ks --play ID} as a new player uses it: the seek posted in one network namespace, listed
 * and asked for from the full-screen board in another, a real terminal (tmux); and an id that no
 * seek has (any more) answered in one line.
 */
class SeekPlayIT {

    @TempDir
    Path tmp;

    @BeforeAll
    static void namespacesAndTmux() {
        NetnsHosts.assumeAvailable();
        Tmux.assumeAvailable();
    }

    @Test
    @Timeout(240)
    void aSeekAskedForAtTheBoardStartsTheGameAndMovesCrossBothWays() throws Exception {
        try (NetnsHosts net = NetnsHosts.pair()) {
            net.awaitLinksUp();
            try (LiveKs alice = LiveKs.start(tmp.resolve("alice"), SeekIT.inside(net, net.host(0), "--name", "alice",
                    "-d", "-w", "--seek", "--wait", "180"));
                    Tmux bob = Tmux.shell("seek-play", tmp.resolve("bob"), 80, 24, Map.of())) {
                Matcher open = SeekIT.OPEN.matcher(alice.await("is open on the local network", 60));
                assertThat(open.find()).isTrue();
                String id = open.group(1);
                awaitListed(net, id);

                bob.typeLine(shellLine(SeekIT.inside(net, net.host(1), "--name", "bob", "--play", id)));
                alice.await("asks to play seek " + id + ". Accept? (y/n)", 60);
                alice.type("y");
                alice.await("Accepted bob; the game starts.", 10);
                bob.waitFor("bob's board", s -> s.contains("bob (black) vs alice"), 60);

                alice.type("e4");
                bob.waitFor("alice's move on bob's board", s -> Tmux.statusLine(s).contains("alice has moved; your move."),
                        60);
                bob.typeLine("e5");
                bob.waitFor("bob's move accepted", s -> Tmux.statusLine(s).contains("e7-e5: accepted"), 30);
                alice.await("bob has moved; your move.", 30);

                alice.type("resign");
                alice.type("y");
                bob.waitFor("the end on bob's board", s -> s.contains("Audit: passed"), 60);
                assertThat(alice.exit(60)).isZero();
                bob.keys("q");
                bob.waitForShell(30);
            }
        }
    }

    @Test
    @Timeout(120)
    void anIdWhoseSeekWasWithdrawnIsRefusedInOneLine() throws Exception {
        try (NetnsHosts net = loopbackHost()) {
            KsProcess alice = KsProcess.start(tmp.resolve("alice"), "", SeekIT.inside(net, net.host(0), "--name",
                    "alice", "-d", "--seek", "--wait", "120"));
            assertThat(alice.await(60)).as(alice.transcript()).isEqualTo(1);
            Matcher open = SeekIT.OPEN.matcher(alice.out());
            assertThat(open.find()).isTrue();
            String id = open.group(1);

            KsProcess bob = KsProcess.start(tmp.resolve("bob"), "", SeekIT.inside(net, net.host(0), "--name", "bob",
                    "-d", "--play", id));
            assertThat(bob.await(60)).as(bob.transcript()).isEqualTo(1);
            assertThat(bob.err().lines()).containsExactly("ks: no seek " + id
                    + " on the local network (listened for 3 s; ks --seeks lists the open ones)");
            assertThat(bob.out()).isEmpty();
        }
    }

    @Test
    @Timeout(120)
    void anIdNobodyEverAnnouncedIsRefusedInOneLine() throws Exception {
        try (NetnsHosts net = loopbackHost()) {
            KsProcess bob = KsProcess.start(tmp.resolve("bob"), "", SeekIT.inside(net, net.host(0), "--name", "bob",
                    "-d", "--play", "abcdef"));
            assertThat(bob.await(60)).as(bob.transcript()).isEqualTo(1);
            assertThat(bob.err().lines()).containsExactly(
                    "ks: no seek abcdef on the local network (listened for 3 s; ks --seeks lists the open ones)");
            assertThat(bob.out()).isEmpty();
        }
    }

    private static NetnsHosts loopbackHost() {
        NetnsHosts net = NetnsHosts.alone();
        NetnsHosts.Host host = net.host(0);
        net.ipIn(host, "link", "set", "lo", "multicast", "on");
        net.ipIn(host, "route", "add", "224.0.0.0/4", "dev", "lo");
        return net;
    }

    private void awaitListed(NetnsHosts net, String id) throws Exception {
        String out = "";
        for (int tries = 0; tries < 10 && !out.contains(id); tries++) {
            KsProcess list = KsProcess.start(tmp.resolve("bob"), "", SeekIT.inside(net, net.host(1), "--seeks"));
            assertThat(list.await(60)).as(list.transcript()).isZero();
            out = list.out();
        }
        assertThat(out).contains(id);
    }

    private static String shellLine(List<String> command) {
        StringBuilder line = new StringBuilder();
        for (String w : command) {
            line.append('\'').append(w).append("' ");
        }
        return line.toString().strip();
    }
}
