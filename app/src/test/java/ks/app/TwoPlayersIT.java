package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import ks.net.MeetingPort;
import ks.net.MeetingPorts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Two real ks processes on loopback in dumb mode, both fed from files, playing whole games. */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class TwoPlayersIT {

    /** Salts for {@link Crashes#freeNumber}: each game a meeting number nobody holds, apart from other classes'. */
    private static final AtomicInteger NEXT = new AtomicInteger(400);

    @TempDir
    Path tmp;

    private String port() {
        return "_" + Crashes.freeNumber(NEXT.getAndIncrement());
    }

    private record Game(KsProcess alice, KsProcess bob) {
        void await() throws Exception {
            assertThat(alice.await(90)).as(alice.transcript()).isZero();
            assertThat(bob.await(90)).as(bob.transcript()).isZero();
        }
    }

    private Game play(String aliceInput, String bobInput, String... extra) throws Exception {
        String port = port();
        KsProcess a = KsProcess.start(tmp.resolve("alice"), aliceInput,
                concat(new String[] {"--name", "alice", "-w", "-d", port, "bob@localhost"}, extra));
        KsProcess b = KsProcess.start(tmp.resolve("bob"), bobInput,
                concat(new String[] {"--name", "bob", "-b", "-d", port, "alice@localhost"}, extra));
        Game g = new Game(a, b);
        g.await();
        return g;
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = new String[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    @Test
    void foolsMateEndsInCheckmateWithTheWholeBoardAndAPassedAuditOnBothSides() throws Exception {
        Game g = play("f3\ng4\n", "e5\nQh4\n");
        for (KsProcess p : new KsProcess[] {g.alice(), g.bob()}) {
            String out = p.out();
            assertThat(out).as(p.transcript()).contains("Game over: 0-1 (white is checkmated)");
            assertThat(out).contains("The whole board:");
            assertThat(out).contains("Audit: passed (4 plies,");
            assertThat(out).contains("Game record saved in ");
        }
        assertThat(g.alice().out()).contains("  3 . . . . . P . . 3");
    }

    @Test
    void aDrawOfferedAndAcceptedEndsTheGameDrawn() throws Exception {
        Game g = play("draw\ne4\n", "draw\n");
        assertThat(g.alice().out()).as(g.alice().transcript()).contains("Game over: 1/2-1/2 (drawn by agreement)");
        assertThat(g.bob().out()).contains("alice offers a draw").contains("Audit: passed");
    }

    /**
     * Any ks can say fullwidth letters: 35 of them and {@code umpire: White resigns}, one line of
     * 101 columns as ks counted characters, made an 80-column terminal begin a line with the fake
     * umpire. What alice reads must come in lines of at most 79 columns (a fullwidth letter takes
     * two), each marked as bob's.
     */
    @Test
    void aSayOfWideLettersReachesTheOpponentInLinesNoEightyColumnTerminalWraps() throws Exception {
        String wide = "\uff21".repeat(35);
        Game g = play("e4\n", "say " + wide + "umpire: White resigns\ne5\n");
        List<String> said = g.alice().out().lines().filter(l -> l.contains("umpire: White resigns")
                || l.contains("\uff21")).toList();
        assertThat(said).as(g.alice().transcript()).hasSize(2).allSatisfy(l -> assertThat(l).startsWith("bob says: "))
                .allSatisfy(l -> assertThat(l.codePoints().map(c -> c >= 0xff01 && c <= 0xff60 ? 2 : 1).sum())
                        .isLessThan(80));
    }

    @Test
    void resigningEndsTheGameForBoth() throws Exception {
        Game g = play("e4\n", "resign\n");
        assertThat(g.alice().out()).as(g.alice().transcript()).contains("Game over: 1-0 (bob resigned)");
        assertThat(g.bob().out()).contains("Game over: 1-0 (bob resigned)").contains("Audit: passed");
    }

    @Test
    void sayReachesTheOpponentBothWaysAndEndOfInputQuits() throws Exception {
        Game g = play("say good luck\ne4\n", "say thanks, you too\ne5\n");
        assertThat(g.bob().out()).as(g.bob().transcript()).contains("alice says: good luck");
        assertThat(g.alice().out()).contains("bob says: thanks, you too");
        assertThat(g.bob().out()).contains("Game over: 0-1 (alice quit)");
    }

    @Test
    void bothAskingToBeTheServerStillPlayAndTheOneWhoGaveWayIsToldWhy() throws Exception {
        Game g = play("e4\n", "resign\n", "+s");
        assertThat(g.alice().out()).as(g.alice().transcript()).contains("Game over: 1-0 (bob resigned)");
        assertThat(g.alice().out() + g.bob().out())
                .contains("-- you only listen (+s) but cannot")
                .contains("next time, one of you types -s, or neither types +s or -s");
    }

    @Test
    void aProgramHoldingTheMeetingPortSendsBothPlayersToTheNextPortWhereTheyPlay() throws Exception {
        int number = Crashes.freeNumber(NEXT.getAndIncrement());
        MeetingPorts ports = MeetingPorts.of(new MeetingPort(number), "alice", "bob");
        try (Squatter squatter = new Squatter(ports.get(0))) {
            KsProcess a = KsProcess.start(tmp.resolve("alice"), "f3\ng4\n", "--name", "alice", "-w", "-d", "_" + number,
                    "bob@localhost");
            KsProcess b = KsProcess.start(tmp.resolve("bob"), "e5\nQh4\n", "--name", "bob", "-b", "-d", "_" + number,
                    "alice@localhost");
            new Game(a, b).await();
            for (KsProcess p : List.of(a, b)) {
                assertThat(p.out()).as(p.transcript()).contains("-- port " + ports.get(0).tcpPort()
                        + " on this machine is held by another program (not ks: ")
                        .contains("; trying the next meeting port, " + ports.get(1).tcpPort())
                        .contains("Game over: 0-1 (white is checkmated)");
            }
        }
    }

    @Test
    void everyMeetingPortHeldEndsTheWaitAtOnceWithALineSuggestingAnotherNumber() throws Exception {
        int number = Crashes.freeNumber(NEXT.getAndIncrement());
        MeetingPorts ports = MeetingPorts.of(new MeetingPort(number), "alice", "bob");
        List<Squatter> squatters = new ArrayList<>();
        try {
            for (MeetingPort port : ports.ports()) {
                squatters.add(new Squatter(port));
            }
            // A wait of an hour: only finding every port held can end it within the test's timeout.
            KsProcess a = KsProcess.start(tmp.resolve("alice"), "", "--name", "alice", "-d", "--wait", "3600",
                    "_" + number, "bob@localhost");
            assertThat(a.await(120)).as(a.transcript()).isEqualTo(1);
            assertThat(a.err()).as(a.transcript()).startsWith("ks: cannot meet bob: other programs hold every meeting"
                    + " port (" + ports.tcpPorts() + ") on this machine; choose another meeting number, the same for"
                    + " both of you: both add _");
            assertThat(a.err().lines().count()).isEqualTo(1);
        } finally {
            for (Squatter squatter : squatters) {
                squatter.close();
            }
        }
    }

    /** Another program on a meeting port of this machine: it answers every call with a line of its own and hangs up. */
    private static final class Squatter implements AutoCloseable {
        private final ServerSocket listener = new ServerSocket();
        private final Thread thread;

        Squatter(MeetingPort port) throws IOException {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port.tcpPort()));
            thread = new Thread(() -> {
                while (!listener.isClosed()) {
                    try (Socket call = listener.accept()) {
                        call.getOutputStream().write("SSH-2.0-OpenSSH_9.6\r\n".getBytes(StandardCharsets.US_ASCII));
                    } catch (IOException hungUpOrClosed) {
                        // the caller went away first, or the squatter is done
                    }
                }
            }, "squatter");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void close() throws Exception {
            listener.close();
            thread.join(10_000);
        }
    }

    @Test
    void meetingSomeoneWhoExpectsAnotherPlayerIsExplainedAndBothWaitOut() throws Exception {
        String port = port();
        KsProcess a = KsProcess.start(tmp.resolve("alice"), "", "--name", "alice", "-d", "--wait", "6", port,
                "bob@localhost");
        KsProcess b = KsProcess.start(tmp.resolve("bob"), "", "--name", "bob", "-d", "--wait", "6", port,
                "carol@localhost");
        assertThat(a.await(60)).as(a.transcript()).isEqualTo(1);
        assertThat(b.await(60)).as(b.transcript()).isEqualTo(1);
        assertThat(a.out()).as(a.transcript()).contains("-- refused ").contains("bob is waiting to play carol, not alice");
        assertThat(a.err()).startsWith("ks: gave up after 6s: bob did not answer")
                .contains("bob is waiting to play carol, not alice");
        assertThat(a.err().lines().count()).isEqualTo(1);
        assertThat(b.err()).as(b.transcript()).contains("carol did not answer")
                .contains("alice wants to play bob, but you are waiting for carol");
        assertThat(b.err().lines().count()).isEqualTo(1);
    }

    @Test
    void anOpponentWhoseKeyChangedIsRefusedWithAWarningWhileTheWaitGoesOn() throws Exception {
        play("e4\n", "resign\n");
        Files.delete(tmp.resolve("bob").resolve(".ks").resolve("signing-key"));
        String port = port();
        KsProcess a = KsProcess.start(tmp.resolve("alice"), "", "--name", "alice", "-d", "--wait", "8", port,
                "bob@localhost");
        KsProcess b = KsProcess.start(tmp.resolve("bob"), "", "--name", "bob", "-d", "--wait", "8", port,
                "alice@localhost");
        assertThat(a.await(60)).as(a.transcript()).isEqualTo(1);
        assertThat(b.await(60)).as(b.transcript()).isEqualTo(1);
        Path pins = tmp.resolve("alice").resolve(".ks").resolve("known_opponents");
        assertThat(a.out()).as(a.transcript()).contains("claiming to be bob: bob's key has changed");
        assertThat(a.err()).as(a.transcript()).contains("bob's key has changed").contains("remove line 2 of " + pins);
        assertThat(b.err()).as(b.transcript()).contains("alice refused").contains("is not the one alice pinned for bob");
    }
}
