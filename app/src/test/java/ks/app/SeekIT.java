package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.crypto.Identity;
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

    static final Pattern OPEN = Pattern.compile("Seek ([0-9a-f]{6}) is open on the local network");

    @TempDir
    Path tmp;

    @BeforeAll
    static void namespaces() {
        NetnsHosts.assumeAvailable();
    }

    static List<String> inside(NetnsHosts net, NetnsHosts.Host host, String... args) {
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
            alice.await("asks to play seek " + id + ". Accept? (y/n)", 60);
            alice.type("n");
            assertThat(refused.await(60)).as(refused.transcript()).isEqualTo(1);
            assertThat(refused.err()).contains("seek " + id + ": alice declined");
            alice.await("stays open", 60);

            KsProcess bob = KsProcess.start(tmp.resolve("bob"), "e5\n", inside(net, askerHost, "--name", "bob", "-d",
                    "-b", "--play", id));
            alice.await("asks to play seek " + id + ". Accept? (y/n)", 60);
            alice.type("y");
            alice.await("Accepted bob; the game starts.", 60);
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
            // Both already know where to meet: nobody is told what the other should type.
            assertThat(bob.out()).doesNotContain("should run");
            assertThat(alice.output()).doesNotContain("should run");
        }
    }

    @Test
    @Timeout(240)
    void anAnonymousSeekIsListedWithoutItsPlayersKeyAndDeclinesWithoutItsName() throws Exception {
        try (NetnsHosts net = NetnsHosts.pair()) {
            net.awaitLinksUp();
            try (LiveKs alice = LiveKs.start(tmp.resolve("alice"), inside(net, net.host(0), "--name", "alice", "-d",
                    "--seek", "--anonymous", "--wait", "180"))) {
                Matcher open = OPEN.matcher(alice.await("is open on the local network", 60));
                assertThat(open.find()).isTrue();
                String id = open.group(1);
                String listing = awaitListed(net, net.host(1), id);
                assertThat(listing).containsPattern(id + " +anonymous +1200 +untimed ")
                        .doesNotContain(fingerprint(tmp.resolve("alice"))).doesNotContain("alice");

                KsProcess refused = KsProcess.start(tmp.resolve("bob"), "", inside(net, net.host(1), "--name", "bob",
                        "-d", "--play", id));
                alice.await("asks to play seek " + id + ". Accept? (y/n)", 60);
                alice.type("n");
                assertThat(refused.await(60)).as(refused.transcript()).isEqualTo(1);
                assertThat(refused.err()).contains("seek " + id + ": declined").doesNotContain("alice");
                assertThat(refused.out()).doesNotContain("alice");
            }
        }
    }

    @Test
    @Timeout(120)
    void endOfInputWithdrawsTheSeekAtOnce() throws Exception {
        try (NetnsHosts net = loopbackHost()) {
            KsProcess alice = KsProcess.start(tmp.resolve("alice"), "", inside(net, net.host(0), "--name", "alice",
                    "-d", "--seek", "--wait", "120"));
            assertThat(alice.await(60)).as(alice.transcript()).isEqualTo(1);
            Matcher open = OPEN.matcher(alice.out());
            assertThat(open.find()).isTrue();
            assertThat(alice.out()).contains("Seek " + open.group(1) + " withdrawn: end of input.");
            KsProcess list = KsProcess.start(tmp.resolve("carol"), "", inside(net, net.host(0), "--seeks"));
            assertThat(list.await(60)).as(list.transcript()).isZero();
            assertThat(list.out()).contains("No open seeks");
        }
    }

    @Test
    @Timeout(120)
    void ctrlDAtTheTerminalWithdrawsTheSeek() throws Exception {
        withdrawAtTheTerminal("seek-ctrl-d", "C-d", "end of input");
    }

    @Test
    @Timeout(120)
    void ctrlCAtTheTerminalWithdrawsTheSeekAndSaysSo() throws Exception {
        withdrawAtTheTerminal("seek-ctrl-c", "C-c", "you pressed Ctrl-C");
    }

    @Test
    @Timeout(120)
    void aSignalThatEndsTheSeekSaysItIsWithdrawn() throws Exception {
        try (NetnsHosts net = loopbackHost()) {
            List<String> command = inside(net, net.host(0), "--name", "alice", "-d", "--seek", "--wait", "120");
            try (LiveKs alice = LiveKs.start(tmp.resolve("alice"), command)) {
                Matcher open = OPEN.matcher(alice.await("is open on the local network", 60));
                assertThat(open.find()).isTrue();
                alice.await("withdraws it)", 60);
                // What Ctrl-C does to a ks whose input is a pipe; TERM, because a test run in the
                // background may have SIGINT ignored, and the seek is withdrawn the same way.
                alice.signal("TERM");
                alice.await("Seek " + open.group(1) + " withdrawn: interrupted.", 30);
                alice.exit(30);
            }
        }
    }

    @Test
    @Timeout(120)
    void playingAnIdNobodyAnnouncesAnswersAfterTheListingsThreeSeconds() throws Exception {
        try (NetnsHosts net = loopbackHost()) {
            KsProcess bob = KsProcess.start(tmp.resolve("bob"), "", inside(net, net.host(0), "--name", "bob", "-d",
                    "--play", "abcdef"));
            // ks --seeks listens 3 s; --play gave up after 15 s before, and said nothing of the listing.
            // The words are the verdict: a bound on the wall time would fail a busy machine's JVM start.
            assertThat(bob.await(60)).as(bob.transcript()).isEqualTo(1);
            assertThat(bob.err()).contains("no seek abcdef on the local network (listened for 3 s");
        }
    }

    /**
     * Opens a seek in a real terminal, presses {@code key} at its prompt, and waits for the line
     * saying it was withdrawn because of {@code why}, and for the shell.
     */
    private void withdrawAtTheTerminal(String test, String key, String why) throws Exception {
        Tmux.assumeAvailable();
        try (NetnsHosts net = loopbackHost(); Tmux t = Tmux.shell(test, tmp.resolve("alice"), 100, 30, Map.of())) {
            t.typeLine(shellLine(inside(net, net.host(0), "--name", "alice", "--seek", "--wait", "120")));
            Matcher open = OPEN.matcher(t.waitFor("the seek", s -> OPEN.matcher(s).find(), 60));
            assertThat(open.find()).isTrue();
            String id = open.group(1);
            t.waitFor("the seek's prompt", s -> Tmux.lastLine(s).startsWith("seek " + id + ">"), 30);
            t.keys(key);
            t.waitFor("the withdrawal and the shell", s -> s.contains("Seek " + id + " withdrawn: " + why + ".")
                    && Tmux.lastLine(s).startsWith(Tmux.PROMPT.strip()), 30);
        }
    }

    private static NetnsHosts loopbackHost() {
        NetnsHosts net = NetnsHosts.alone();
        NetnsHosts.Host host = net.host(0);
        net.ipIn(host, "link", "set", "lo", "multicast", "on");
        net.ipIn(host, "route", "add", "224.0.0.0/4", "dev", "lo");
        return net;
    }

    private static String shellLine(List<String> command) {
        StringBuilder line = new StringBuilder();
        for (String w : command) {
            line.append('\'').append(w).append("' ");
        }
        return line.toString().strip();
    }

    /** The fingerprint of the key in the config directory under {@code home}. */
    static String fingerprint(Path home) throws Exception {
        String file = Files.readString(home.resolve(".ks").resolve("signing-key"));
        Matcher m = Pattern.compile("(?m)^public ([0-9a-f]{64})$").matcher(file);
        assertThat(m.find()).as(file).isTrue();
        return Identity.fromHex(m.group(1)).fingerprint();
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
