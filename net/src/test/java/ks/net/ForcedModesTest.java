package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.time.Duration;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code +s} only listens and {@code -s} only dials; when both players choose the same, a forced mode
 * gives way after the fallback time (at once when {@code +s} finds the port taken), tells the player
 * why and what to type next time, and they meet.
 */
@Timeout(90)
class ForcedModesTest extends MeetingFixture {
    private static final Duration FALLBACK = Duration.ofSeconds(1);

    @Test
    void bothOnlyListeningOnTwoMachinesStillMeetAndAreToldWhy() throws Exception {
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Rendezvous aliceSide = keep(Rendezvous.open(forced("alice", "bob@127.0.0.2", ConnectMode.LISTEN_ONLY)
                .withListenAddress(InetAddress.getByName("127.0.0.1")).withEvents(aliceLog)));
        Rendezvous bobSide = keep(Rendezvous.open(forced("bob", "alice@127.0.0.1", ConnectMode.LISTEN_ONLY)
                .withListenAddress(InetAddress.getByName("127.0.0.2")).withEvents(bobLog)));
        Future<Connection> alice = meetLater(aliceSide);
        Connection bob = keep(bobSide.meet());
        assertTalking(alice.get(), bob);
        String told = (aliceLog.saw(RendezvousEvent.Kind.FALLBACK) ? aliceLog : bobLog)
                .await(RendezvousEvent.Kind.FALLBACK).detail();
        assertThat(told).contains("you only listen (+s)", "did not call within 1s", "neither of you dials",
                "ks dials", "next time, one of you types -s, or neither types +s or -s");
    }

    @Test
    void bothOnlyListeningOnOneMachineMeetAtOnceWhenThePortIsTaken() throws Exception {
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Future<Connection> alice = meetLater(forced("alice", "bob", ConnectMode.LISTEN_ONLY)
                .withFallback(Duration.ofMinutes(5)).withEvents(aliceLog));
        aliceLog.await(RendezvousEvent.Kind.LISTENING);
        Connection bob = keep(Rendezvous.meet(forced("bob", "alice", ConnectMode.LISTEN_ONLY)
                .withFallback(Duration.ofMinutes(5)).withEvents(bobLog)));
        assertTalking(alice.get(), bob);
        assertThat(bobLog.await(RendezvousEvent.Kind.FALLBACK).detail())
                .contains("you only listen (+s) but cannot", "likely alice", "ks dials alice as well",
                        "one of you types -s");
        assertThat(aliceLog.saw(RendezvousEvent.Kind.FALLBACK)).isFalse();
    }

    @Test
    void bothOnlyDialingStillMeetAndAreToldWhy() throws Exception {
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Future<Connection> alice = meetLater(forced("alice", "bob", ConnectMode.DIAL_ONLY).withEvents(aliceLog));
        Connection bob = keep(Rendezvous.meet(forced("bob", "alice", ConnectMode.DIAL_ONLY).withEvents(bobLog)));
        assertTalking(alice.get(), bob);
        String told = (aliceLog.saw(RendezvousEvent.Kind.FALLBACK) ? aliceLog : bobLog)
                .await(RendezvousEvent.Kind.FALLBACK).detail();
        assertThat(told).contains("you only dial (-s)", "did not answer within 1s", "nobody listens",
                "ks listens as well", "next time, one of you types +s, or neither types +s or -s");
    }

    private RendezvousSettings forced(String own, String opponent, ConnectMode mode) {
        return settings(own, opponent).withMode(mode).withFallback(FALLBACK);
    }
}
