package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.time.Duration;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import ks.crypto.KnownOpponents;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Two players meeting on one machine (loopback), as they normally do; strangers are in {@link StrangersTest}. */
@Timeout(90)
class RendezvousTest extends MeetingFixture {

    @Test
    void playersMeetWhenTheFirstStartsBeforeTheSecond() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), bob);
    }

    @Test
    void playersMeetWhenTheSecondNamedStartsFirst() throws Exception {
        EventLog bobLog = new EventLog();
        Future<Connection> bob = meetLater(settings("bob", "alice").withEvents(bobLog));
        bobLog.await(RendezvousEvent.Kind.LISTENING);
        Connection alice = keep(Rendezvous.meet(settings("alice", "bob")));
        assertTalking(alice, bob.get());
    }

    @Test
    void meetingAuthenticatesBothPlayersAndPinsTheirKeys() throws Exception {
        Future<Connection> alice = meetLater(settings("alice", "bob"));
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        Connection atAlice = alice.get();
        assertThat(atAlice.channel().peerIdentity()).isEqualTo(players().of("bob").key().identity());
        assertThat(bob.channel().peerIdentity()).isEqualTo(players().of("alice").key().identity());
        assertThat(players().of("alice").known().judge("bob", players().of("bob").key().identity()).trust())
                .isEqualTo(KnownOpponents.Trust.MATCH);
        assertThat(players().of("bob").known().judge("alice", players().of("alice").key().identity()).trust())
                .isEqualTo(KnownOpponents.Trust.MATCH);
    }

    @Test
    void onOneMachineOnlyOneProcessListensAndTheOtherDials() throws Exception {
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice").withEvents(bobLog)));
        alice.get();
        assertThat(bobLog.saw(RendezvousEvent.Kind.PORT_BUSY)).isTrue();
        // Once Alice has met Bob she lets the port go, and Bob's retried bind may take it before his
        // own meeting closes; what must never happen is Bob listening on the way to the call.
        assertThat(bobLog.all().stream().map(RendezvousEvent::kind)
                .takeWhile(kind -> kind != RendezvousEvent.Kind.DIALED))
                .doesNotContain(RendezvousEvent.Kind.LISTENING);
        assertThat(bobLog.saw(RendezvousEvent.Kind.DIALED)).isTrue();
        assertThat(bob.initiator()).isTrue();
    }

    @Test
    void secondProcessTakesOverTheListenerWhenTheFirstDies() throws Exception {
        Rendezvous firstAlice = Rendezvous.open(settings("alice", "bob"));
        EventLog bobLog = new EventLog();
        Future<Connection> bob = meetLater(settings("bob", "alice").withEvents(bobLog));
        bobLog.await(RendezvousEvent.Kind.PORT_BUSY);
        firstAlice.close();
        bobLog.await(RendezvousEvent.Kind.LISTENING);
        Connection alice = keep(Rendezvous.meet(settings("alice", "bob")));
        Connection bobSide = bob.get();
        assertThat(bobSide.initiator()).isFalse();
        assertTalking(alice, bobSide);
    }

    @Test
    void aProcessNeverTalksToItself() throws Exception {
        EventLog log = new EventLog();
        Rendezvous lonely = keep(Rendezvous.open(settings("alice", "bob").withEvents(log)));
        Future<Connection> meeting = meetLater(lonely);
        log.await(RendezvousEvent.Kind.SELF_DROPPED);
        // Once a dial has reached our own listener, we stop dialing that address: ten more dialing rounds
        // (a slower machine makes fewer in the window, so it can miss the defect but never invent it).
        assertThat(log.comeWithin(RendezvousEvent.Kind.DIALED, 2, RETRY_INTERVAL.multipliedBy(10)))
                .as(log.toString()).isFalse();
        assertThat(gaveUp(lonely, meeting)).startsWith(GAVE_UP + "bob did not answer");
        assertThat(log.saw(RendezvousEvent.Kind.MET)).isFalse();
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
            Connection aliceConnection = alice.get();
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
    void opponentExpectingSomeoneElseIsExplainedOnBothSidesWhoKeepWaiting() throws Exception {
        EventLog bobLog = new EventLog();
        EventLog aliceLog = new EventLog();
        Rendezvous bobSide = keep(Rendezvous.open(settings("bob", "carol").withEvents(bobLog)));
        Future<Connection> bob = meetLater(bobSide);
        bobLog.await(RendezvousEvent.Kind.LISTENING);
        Rendezvous aliceSide = keep(Rendezvous.open(settings("alice", "bob").withEvents(aliceLog)));
        Future<Connection> alice = meetLater(aliceSide);
        aliceLog.await(e -> e.kind() == RendezvousEvent.Kind.REFUSED
                && e.detail().endsWith("bob is waiting to play carol, not alice"), "bob's refusal");
        bobLog.await(e -> e.kind() == RendezvousEvent.Kind.REFUSED
                && e.detail().endsWith("alice wants to play bob, but you are waiting for carol"), "alice's call refused");
        assertThat(alice.isDone()).isFalse();
        assertThat(bob.isDone()).isFalse();
        assertThat(gaveUp(aliceSide, alice)).startsWith(GAVE_UP + "bob did not answer")
                .contains("bob is waiting to play carol, not alice");
        assertThat(gaveUp(bobSide, bob)).contains("alice wants to play bob, but you are waiting for carol");
    }

    @Test
    void anotherPairOnTheSamePortIsRefusedAndTheRightOpponentStillGetsThrough() throws Exception {
        EventLog aliceLog = new EventLog();
        Future<Connection> alice = meetLater(settings("alice", "bob").withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        EventLog daveLog = new EventLog();
        Rendezvous dave = keep(Rendezvous.open(settings("dave", "erin").withEvents(daveLog)));
        Future<Connection> daveMeeting = meetLater(dave);
        // For dave the port is held by another program (a ks of another game): he moves on, and says so.
        daveLog.await(RendezvousEvent.Kind.PORT_HELD);
        assertThat(gaveUp(dave, daveMeeting)).contains("another program holds port " + port.tcpPort()
                + " on this machine (a ks of another game: alice is waiting to play bob); choose another meeting number");
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        assertTalking(alice.get(), bob);
        assertThat(aliceLog.all()).anyMatch(e -> e.kind() == RendezvousEvent.Kind.REFUSED
                && e.detail().equals("refused a call from 127.0.0.1: dave is waiting to play erin"));
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
        serverLog.await(RendezvousEvent.Kind.LISTENING);
        Connection client = keep(Rendezvous.meet(settings("bob", "alice").withMode(ConnectMode.DIAL_ONLY).withEvents(clientLog)));
        Connection serverSide = server.get();
        assertThat(serverSide.initiator()).isFalse();
        assertThat(client.initiator()).isTrue();
        assertThat(serverLog.saw(RendezvousEvent.Kind.DIALED)).isFalse();
        assertThat(clientLog.saw(RendezvousEvent.Kind.LISTENING)).isFalse();
        assertThat(clientLog.saw(RendezvousEvent.Kind.PORT_BUSY)).isFalse();
        assertThat(serverLog.saw(RendezvousEvent.Kind.FALLBACK) || clientLog.saw(RendezvousEvent.Kind.FALLBACK)).isFalse();
    }

    @Test
    void closingFromAnotherThreadCancelsAWaitingMeet() throws Exception {
        EventLog log = new EventLog();
        Rendezvous rendezvous = Rendezvous.open(settings("alice", "bob").withEvents(log));
        Future<Connection> alice = meetLater(rendezvous);
        log.await(RendezvousEvent.Kind.DIALED);
        rendezvous.close();
        assertThatThrownBy(() -> alice.get(60, TimeUnit.SECONDS)).cause()
                .isInstanceOf(RendezvousException.class)
                .hasMessage("the rendezvous with bob was cancelled");
    }

    @Test
    void noRendezvousThreadOutlivesTheMeeting() throws Exception {
        Future<Connection> alice = meetLater(settings("alice", "bob"));
        keep(Rendezvous.meet(settings("bob", "alice")));
        alice.get();
        // meet closes, and close returns only once every thread of the rendezvous has ended.
        assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(t -> t.getName().startsWith("ks-rendezvous") && t.isAlive());
    }

    @Test
    void peerSeesTheGreetingsOfBothSides() throws Exception {
        Rendezvous aliceSide = keep(Rendezvous.open(settings("alice", "bob")));
        Future<Connection> alice = meetLater(aliceSide);
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        Connection aliceConnection = alice.get();
        assertThat(aliceConnection.local()).isEqualTo(aliceSide.hello());
        assertThat(bob.peer()).isEqualTo(aliceSide.hello());
        assertThat(aliceConnection.peer()).isEqualTo(bob.local());
        assertThat(bob.peerName()).isEqualTo("alice");
    }
}
