package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RendezvousTest {
    private static final Duration DEADLINE = Duration.ofSeconds(10);

    private final MeetingPort port = TestPorts.free();
    private final ExecutorService background = Executors.newCachedThreadPool();
    private final List<AutoCloseable> toClose = new ArrayList<>();

    @AfterEach
    void cleanUp() throws Exception {
        for (AutoCloseable closeable : toClose) {
            closeable.close();
        }
        background.shutdownNow();
        assertThat(background.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void playersMeetWhenTheFirstStartsSecondsBeforeTheSecond() throws Exception {
        Future<Connection> alice = meetLater(settings("alice", "bob"));
        Thread.sleep(1500);
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(keep(alice.get()), bob);
    }

    @Test
    void playersMeetWhenTheSecondNamedStartsFirst() throws Exception {
        Future<Connection> bob = meetLater(settings("bob", "alice"));
        Thread.sleep(1500);
        Connection alice = keep(Rendezvous.meet(settings("alice", "bob")));
        assertTalking(alice, keep(bob.get()));
    }

    @Test
    void onOneMachineOnlyOneProcessListensAndTheOtherDials() throws Exception {
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        Thread.sleep(300);
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice").withEvents(bobLog)));
        keep(alice.get());
        assertThat(aliceLog.saw(RendezvousEvent.Kind.LISTENING)).isTrue();
        assertThat(bobLog.saw(RendezvousEvent.Kind.PORT_BUSY)).isTrue();
        assertThat(bobLog.saw(RendezvousEvent.Kind.LISTENING)).isFalse();
        assertThat(bob.initiator()).isTrue();
    }

    @Test
    void secondProcessTakesOverTheListenerWhenTheFirstDies() throws Exception {
        Rendezvous firstAlice = Rendezvous.open(settings("alice", "bob"));
        EventLog bobLog = new EventLog();
        Future<Connection> bob = meetLater(settings("bob", "alice").withEvents(bobLog));
        Thread.sleep(500);
        assertThat(bobLog.saw(RendezvousEvent.Kind.PORT_BUSY)).isTrue();
        firstAlice.close();
        awaitEvent(bobLog, RendezvousEvent.Kind.LISTENING);
        Connection alice = keep(Rendezvous.meet(settings("alice", "bob")));
        Connection bobSide = keep(bob.get());
        assertThat(bobSide.initiator()).isFalse();
        assertTalking(alice, bobSide);
    }

    @Test
    void aProcessNeverTalksToItself() throws Exception {
        EventLog log = new EventLog();
        RendezvousSettings lonely = settings("alice", "bob").withDeadline(Duration.ofMillis(1500)).withEvents(log);
        assertThatThrownBy(() -> Rendezvous.meet(lonely)).isInstanceOf(RendezvousException.class);
        assertThat(log.saw(RendezvousEvent.Kind.SELF_DROPPED)).as(log.toString()).isTrue();
        assertThat(log.saw(RendezvousEvent.Kind.MET)).isFalse();
        // Once a dial has reached our own listener, we stop dialing that address.
        assertThat(log.count(RendezvousEvent.Kind.DIALED)).isEqualTo(1);
    }

    @Test
    void crossingCallsCollapseToOneConnectionBothSidesAgreeOn() throws Exception {
        InetAddress aliceHost = InetAddress.getByName("127.0.0.1");
        InetAddress bobHost = InetAddress.getByName("127.0.0.2");
        // Both listen before either dials, so usually both calls are answered and they cross; when
        // one side's call is answered before the other dials, nothing crossed and we try again.
        for (int attempt = 1; attempt <= 10; attempt++) {
            MeetingPort fresh = TestPorts.free();
            EventLog aliceLog = new EventLog();
            EventLog bobLog = new EventLog();
            Rendezvous aliceSide = keep(Rendezvous.open(settings("alice", "bob@127.0.0.2").withPort(fresh)
                    .withListenAddress(aliceHost).withEvents(aliceLog)));
            Rendezvous bobSide = keep(Rendezvous.open(settings("bob", "alice@127.0.0.1").withPort(fresh)
                    .withListenAddress(bobHost).withEvents(bobLog)));
            Future<Connection> alice = meetLater(aliceSide);
            Connection bob = keep(bobSide.meet());
            Connection aliceConnection = keep(alice.get());
            if (!aliceLog.saw(RendezvousEvent.Kind.DIALED) || !bobLog.saw(RendezvousEvent.Kind.DIALED)) {
                continue;
            }
            assertThat(aliceLog.count(RendezvousEvent.Kind.MET)).isEqualTo(1);
            assertThat(bobLog.count(RendezvousEvent.Kind.MET)).isEqualTo(1);
            assertThat(aliceConnection.socket().getLocalSocketAddress()).isEqualTo(bob.socket().getRemoteSocketAddress());
            assertThat(aliceConnection.socket().getRemoteSocketAddress()).isEqualTo(bob.socket().getLocalSocketAddress());
            assertTalking(aliceConnection, bob);
            return;
        }
        throw new AssertionError("the two calls never crossed in 10 attempts");
    }

    @Test
    void opponentExpectingSomeoneElseIsAnErrorOnBothSides() throws Exception {
        Future<Connection> bob = meetLater(settings("bob", "carol"));
        assertThatThrownBy(() -> Rendezvous.meet(settings("alice", "bob")))
                .isInstanceOf(RendezvousException.class)
                .hasMessage("bob is waiting to play carol, not alice");
        assertThatThrownBy(bob::get).isInstanceOf(ExecutionException.class)
                .cause().isInstanceOf(RendezvousException.class)
                .hasMessage("alice answered and wants to play bob, but you asked for carol");
    }

    @Test
    void anotherPairOnTheSamePortIsRefusedAndTheRightOpponentStillGetsThrough() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        Thread.sleep(300);
        RendezvousSettings dave = settings("dave", "erin").withDeadline(Duration.ofSeconds(1));
        assertThatThrownBy(() -> Rendezvous.meet(dave)).isInstanceOf(RendezvousException.class)
                .hasMessageContaining("refused alice (waiting to play bob) at 127.0.0.1:" + port.tcpPort());
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(keep(alice.get()), bob);
        assertThat(aliceLog.all()).anyMatch(e -> e.kind() == RendezvousEvent.Kind.REFUSED
                && e.detail().contains("dave (waiting to play erin)"));
    }

    @Test
    void callerThatIsNotKsIsRefusedWithAReasonAndWaitingGoesOn() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        awaitEvent(aliceLog, RendezvousEvent.Kind.LISTENING);
        try (Socket stranger = new Socket(InetAddress.getLoopbackAddress(), port.tcpPort())) {
            stranger.setSoTimeout(5000);
            OutputStream out = stranger.getOutputStream();
            out.write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            FrameReader answer = new FrameReader(stranger.getInputStream());
            assertThat(Hello.decode(answer.read()).name()).isEqualTo("alice");
            assertThat(answer.read()).asString(StandardCharsets.UTF_8)
                    .isEqualTo("Rrefused by ks: frame of 1195725856 bytes exceeds the limit of "
                            + Hello.MAX_ENCODED_BYTES + " bytes");
        }
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(keep(alice.get()), bob);
        assertThat(aliceLog.saw(RendezvousEvent.Kind.REFUSED)).isTrue();
    }

    @Test
    void callerSpeakingAnotherVersionIsToldWhichVersionWeSpeak() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        awaitEvent(aliceLog, RendezvousEvent.Kind.LISTENING);
        try (Socket future = new Socket(InetAddress.getLoopbackAddress(), port.tcpPort())) {
            future.setSoTimeout(5000);
            byte[] hello = new Hello(99, "bob", "alice").encode();
            hello[4] = 2;
            new FrameWriter(future.getOutputStream()).write(hello);
            FrameReader answer = new FrameReader(future.getInputStream());
            answer.read();
            assertThat(answer.read()).asString(StandardCharsets.UTF_8)
                    .isEqualTo("Rrefused by ks: the other ks speaks rendezvous version 2, this one speaks version 1");
        }
        assertThat(alice.isDone()).isFalse();
    }

    @Test
    void deadlineExpiryNamesWhoDidNotAnswerAndWhere() {
        RendezvousSettings alone = settings("alice", "bob").withMode(ConnectMode.DIAL_ONLY)
                .withDeadline(Duration.ofSeconds(1));
        assertThatThrownBy(() -> Rendezvous.meet(alone)).isInstanceOf(RendezvousException.class)
                .hasMessage("gave up after 1s: bob did not answer on localhost, port number " + port.number()
                        + " (TCP " + port.tcpPort() + ")");
    }

    @Test
    void forcedServerOnlyListensAndForcedClientOnlyDials() throws Exception {
        EventLog serverLog = new EventLog();
        EventLog clientLog = new EventLog();
        Future<Connection> server = meetLater(settings("alice", "bob").withMode(ConnectMode.LISTEN_ONLY).withEvents(serverLog));
        Connection client = keep(Rendezvous.meet(settings("bob", "alice").withMode(ConnectMode.DIAL_ONLY).withEvents(clientLog)));
        Connection serverSide = keep(server.get());
        assertThat(serverSide.initiator()).isFalse();
        assertThat(client.initiator()).isTrue();
        assertThat(serverLog.saw(RendezvousEvent.Kind.DIALED)).isFalse();
        assertThat(clientLog.saw(RendezvousEvent.Kind.LISTENING)).isFalse();
        assertThat(clientLog.saw(RendezvousEvent.Kind.PORT_BUSY)).isFalse();
    }

    @Test
    void closingFromAnotherThreadCancelsAWaitingMeet() throws Exception {
        Rendezvous rendezvous = Rendezvous.open(settings("alice", "bob"));
        Future<Connection> alice = meetLater(rendezvous);
        Thread.sleep(300);
        rendezvous.close();
        assertThatThrownBy(() -> alice.get(5, TimeUnit.SECONDS)).cause()
                .isInstanceOf(RendezvousException.class)
                .hasMessage("the rendezvous with bob was cancelled");
    }

    @Test
    void noRendezvousThreadOutlivesTheMeeting() throws Exception {
        Future<Connection> alice = meetLater(settings("alice", "bob"));
        keep(Rendezvous.meet(settings("bob", "alice")));
        keep(alice.get());
        assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(t -> t.getName().startsWith("ks-rendezvous") && t.isAlive());
    }

    @Test
    void peerSeesTheGreetingsOfBothSides() throws Exception {
        Rendezvous aliceSide = keep(Rendezvous.open(settings("alice", "bob")));
        Future<Connection> alice = meetLater(aliceSide);
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        Connection aliceConnection = keep(alice.get());
        assertThat(aliceConnection.local()).isEqualTo(aliceSide.hello());
        assertThat(bob.peer()).isEqualTo(aliceSide.hello());
        assertThat(aliceConnection.peer()).isEqualTo(bob.local());
        assertThat(bob.peerName()).isEqualTo("alice");
    }

    private RendezvousSettings settings(String own, String opponent) {
        return RendezvousSettings.of(own, Opponent.parse(opponent))
                .withPort(port)
                .withDeadline(DEADLINE)
                .withHelloTimeout(Duration.ofSeconds(1))
                .withRetryInterval(Duration.ofMillis(100));
    }

    private Future<Connection> meetLater(RendezvousSettings settings) {
        Callable<Connection> meeting = () -> Rendezvous.meet(settings);
        return background.submit(meeting);
    }

    private Future<Connection> meetLater(Rendezvous rendezvous) {
        Callable<Connection> meeting = rendezvous::meet;
        return background.submit(meeting);
    }

    private <T extends AutoCloseable> T keep(T closeable) {
        toClose.add(closeable);
        return closeable;
    }

    private static void awaitEvent(EventLog log, RendezvousEvent.Kind kind) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!log.saw(kind)) {
            assertThat(System.nanoTime()).as("waiting for %s in %s", kind, log).isLessThan(giveUp);
            Thread.sleep(20);
        }
    }

    /** Both ends belong to one TCP connection, dialed by exactly one of them, and frames flow both ways. */
    private static void assertTalking(Connection one, Connection other) throws Exception {
        assertThat(one.initiator()).isNotEqualTo(other.initiator());
        assertThat(((InetSocketAddress) one.socket().getLocalSocketAddress()).getPort())
                .isEqualTo(other.socket().getPort());
        one.writer().write("e2e4".getBytes(StandardCharsets.UTF_8));
        other.writer().write("Illegal".getBytes(StandardCharsets.UTF_8));
        assertThat(other.reader().read()).asString(StandardCharsets.UTF_8).isEqualTo("e2e4");
        assertThat(one.reader().read()).asString(StandardCharsets.UTF_8).isEqualTo("Illegal");
    }
}
