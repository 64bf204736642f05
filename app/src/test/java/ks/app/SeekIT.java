package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.net.NetnsHosts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * ks --seek, ks --seeks and ks --play as players use them: real ks processes, sealed off in network
 * namespaces so no announcement reaches a real network. The seeker declines one request and
 * accepts the next; the game that follows is played to the end as with ks opponent@host.
 */
class SeekIT {

    private static final Pattern OPEN = Pattern.compile("Seek ([0-9a-f]{6}) is open on the local network");

    @TempDir
    Path tmp;

    @BeforeAll
    static void namespaces() {
        NetnsHosts.assumeAvailable();
    }

    private static List<String> inside(NetnsHosts net, NetnsHosts.Host host, String... args) {
        return new ArrayList<>(net.processBuilder(host, KsProcess.javaCommand(args)).command());
    }

    @Test
    @Timeout(240)
    void betweenTwoHostsASeekIsListedDeclinedThenAcceptedAndTheGameIsPlayed() throws Exception {
        try (NetnsHosts net = NetnsHosts.pair()) {
            net.awaitLinksUp();
            wholeStory(net, net.host(0), net.host(1));
        }
    }

    @Test
    @Timeout(240)
    void onOneMachineOverLoopbackTheSameStoryHolds() throws Exception {
        try (NetnsHosts net = NetnsHosts.alone()) {
            NetnsHosts.Host host = net.host(0);
            net.ipIn(host, "link", "set", "lo", "multicast", "on");
            net.ipIn(host, "route", "add", "224.0.0.0/4", "dev", "lo");
            wholeStory(net, host, host);
        }
    }

    private void wholeStory(NetnsHosts net, NetnsHosts.Host seekerHost, NetnsHosts.Host askerHost) throws Exception {
        try (LiveKs alice = LiveKs.start(tmp.resolve("alice"), inside(net, seekerHost, "--name", "alice", "-d", "-w",
                "--seek", "--time", "game/5", "--wait", "180"))) {
            Matcher open = OPEN.matcher(alice.await("is open on the local network", 60));
            assertThat(open.find()).isTrue();
            String id = open.group(1);
            assertThat(alice.await(".", 5)).isEqualTo(": alice, rating 1200, 5 minutes each for the game.");

            String listing = awaitListed(net, askerHost, id);
            assertThat(listing).containsPattern(id + " +alice +1200 +game/5");

            KsProcess refused = KsProcess.start(tmp.resolve("bob"), "", inside(net, askerHost, "--name", "bob", "-d",
                    "--play", id));
            alice.await("bob (rating 1200) asks to play seek " + id + ". Accept? (y/n)", 60);
            alice.type("n");
            assertThat(refused.await(60)).as(refused.transcript()).isEqualTo(1);
            assertThat(refused.err()).contains("seek " + id + " declined: alice declined");
            alice.await("stays open", 10);

            KsProcess bob = KsProcess.start(tmp.resolve("bob"), "e5\n", inside(net, askerHost, "--name", "bob", "-d",
                    "-b", "--play", id));
            alice.await("bob (rating 1200) asks to play seek " + id + ". Accept? (y/n)", 60);
            alice.type("y");
            alice.await("Accepted bob; the game starts.", 10);
            // Input from a pipe is taken at alice's turns: her first move, then her resignation, confirmed.
            alice.type("e4");
            alice.type("resign");
            alice.type("y");
            alice.await("You (alice) play white against bob", 60);
            assertThat(alice.exit(60)).isZero();
            assertThat(bob.await(60)).as(bob.transcript()).isZero();
            assertThat(bob.out()).contains("alice accepted; the game starts.").contains("Game over: 0-1 (alice resigned)")
                    .contains("Audit: passed");
            assertThat(alice.output()).contains("Game over: 0-1 (alice resigned)").contains("Audit: passed");
        }
    }

    private String awaitListed(NetnsHosts net, NetnsHosts.Host host, String id) throws Exception {
        String out = "";
        for (int tries = 0; tries < 10 && !out.contains(id); tries++) {
            KsProcess list = KsProcess.start(tmp.resolve("carol"), "", inside(net, host, "--seeks"));
            assertThat(list.await(60)).as(list.transcript()).isZero();
            out = list.out();
        }
        return out;
    }
}
