package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.net.NetnsHosts;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Message;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Timed games between real {@code ks} processes: the time control agreed in hello, the clocks
 * shown to both, and an honest game over a link with a 100 ms round trip (a {@link DelayLine}
 * between two network namespaces), whose guest is charged what it signed. A game under
 * {@code game/1} that ends on time is {@link TimeForfeitIT}'s.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class ClocksIT {

    @TempDir
    Path tmp;

    /** The PGN the game left in {@code home}'s games. */
    static String pgn(Path home) throws Exception {
        try (var pgns = Files.list(home.resolve(".ks").resolve("games"))) {
            return Files.readString(pgns.filter(f -> f.toString().endsWith(".pgn")).findFirst().orElseThrow());
        }
    }

    @Test
    void anHonestGameOverALinkWithAHundredMillisecondRoundTripPassesBothAudits() throws Exception {
        NetnsHosts.assumeAvailable();
        // Each player names the other at a slow wire of its own: alice +s only listens and bob -s only
        // dials, but a forced mode that has met nobody after 10 s does the other thing as well, and on a
        // busy machine alice then dialed bob's own address, a link with no delay at all (the rendezvous
        // kept it, and bob rightly signed its 40 to 60 ms). With a wire to each, every link is slow.
        try (NetnsHosts net = NetnsHosts.onBridge(4)) {
            NetnsHosts.Host a = net.host(0);
            NetnsHosts.Host b = net.host(1);
            NetnsHosts.Host toAlice = net.host(2);
            NetnsHosts.Host toBob = net.host(3);
            Process lineToAlice = slowWire(net, toAlice, a);
            Process lineToBob = slowWire(net, toBob, b);
            try {
                KsProcess alice = KsProcess.start(tmp.resolve("alice"), "Nf3\nNg1\nNf3\nNg1\nf3\ng4\n",
                        inside(net, a, "--name", "alice", "-w", "+s", "-d", "--time", "5+3", "--wait", "90", "_20",
                                "bob@" + toBob.address()));
                KsProcess bob = KsProcess.start(tmp.resolve("bob"), "Nf6\nNg8\nNf6\nNg8\ne5\nQh4\n",
                        inside(net, b, "--name", "bob", "-b", "-s", "-d", "--wait", "90", "_20",
                                "alice@" + toAlice.address()));
                assertThat(alice.await(180)).as(alice.transcript()).isZero();
                assertThat(bob.await(180)).as(bob.transcript()).isZero();
                for (KsProcess p : new KsProcess[] {alice, bob}) {
                    assertThat(p.out()).as(p.transcript()).contains("Game over: 0-1 (white is checkmated)")
                            .contains("Audit: passed (12 plies,");
                }
                assertThat(bob.out()).as(bob.transcript()).doesNotContain("charged you");
                GameRecord kept;
                try (var records = Files.list(tmp.resolve("bob").resolve(".ks").resolve("games"))) {
                    kept = RecordFile.read(records.filter(f -> f.toString().endsWith(".ksg")).findFirst()
                            .orElseThrow());
                }
                // Every attempt after the first signs the round trip it measured: the slow wire's, or more.
                assertThat(kept.guestTries().subList(1, kept.guestTries().size())).extracting(Message.Try::lag)
                        .as(alice.transcript() + bob.transcript()).allMatch(lag -> lag >= 100);
            } finally {
                lineToAlice.destroy();
                lineToBob.destroy();
            }
        }
    }

    /** A {@link DelayLine} on {@code wire} to {@code target}'s meeting port, 50 ms each way; once it listens. */
    private static Process slowWire(NetnsHosts net, NetnsHosts.Host wire, NetnsHosts.Host target) throws Exception {
        Process line = net.start(wire, NetnsHosts.javaCommand(DelayLine.class, wire.address(), "24020",
                target.address(), "50"));
        assertThat(new BufferedReader(new InputStreamReader(line.getInputStream(), StandardCharsets.UTF_8))
                .readLine()).isEqualTo("listening");
        return line;
    }

    private static List<String> inside(NetnsHosts net, NetnsHosts.Host host, String... args) {
        return new ArrayList<>(net.processBuilder(host, KsProcess.javaCommand(args)).command());
    }

    @Test
    void aPracticeGameRunsClocksAndTimeShowsThem() throws Exception {
        KsProcess p = KsProcess.start(tmp.resolve("alice"), "e4\ntime\nresign\ny\n", "--practice", "--name", "alice",
                "--white", "-d", "--time", "5+3");
        assertThat(p.await(60)).as(p.transcript()).isZero();
        assertThat(p.out()).contains("Clocks: 5+3 (you have 5:00, and 3 s more after each move).")
                .contains("Clocks: *alice 5:00 | practice-bot 5:00")
                .containsPattern("Clocks \\(5\\+3: 5:00 each, and 3 s more after each move\\):\n  alice \\(white\\)"
                        + " [0-5]:[0-5][0-9], running")
                .contains("Game over: 0-1 (alice resigned)").contains("Audit: passed");
        // Alice's clock after e4 is 5:03 less her thinking, which a busy machine stretches past 3 s (the
        // increment's arithmetic: TimeControlTest): the PGN's clock is the one committed and shown.
        java.util.regex.Matcher shown = java.util.regex.Pattern.compile("Clocks: alice ([0-5]):([0-5][0-9]) \\| "
                + "\\*practice-bot 5:00").matcher(p.out());
        assertThat(shown.find()).as(p.transcript()).isTrue();
        assertThat(Integer.parseInt(shown.group(1)) * 60 + Integer.parseInt(shown.group(2))).isLessThanOrEqualTo(303);
        String pgn = pgn(tmp.resolve("alice"));
        assertThat(pgn).contains("[TimeControl \"300+3\"]").contains("[Termination \"normal\"]")
                .contains("1. e4 {[%clk 0:0" + shown.group(1) + ":" + shown.group(2) + "]").contains("{alice resigned} 0-1");
    }
}
