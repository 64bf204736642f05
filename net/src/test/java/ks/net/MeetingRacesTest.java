package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A meeting when things happen at once: calls that cross (both players dial and answer together), a
 * close that comes before the meeting begins or while it runs, from the test's thread or from one of
 * the rendezvous's own. Whatever the order, one connection stays open and no thread of the rendezvous
 * outlives its close.
 */
@Timeout(90)
class MeetingRacesTest extends MeetingFixture {

    @Test
    void callsCrossingAtOnceLeaveExactlyOneConnectionOpenBetweenThePlayers() throws Exception {
        TcpSockets.assumeAvailable();
        Set<Thread> before = rendezvousThreads();
        InetAddress aliceHost = InetAddress.getByName("127.0.0.1");
        InetAddress bobHost = InetAddress.getByName("127.0.0.2");
        CountDownLatch bothAnswered = new CountDownLatch(2);
        EventLog aliceLog = new EventLog();
        EventLog bobLog = new EventLog();
        Rendezvous aliceSide = keep(Rendezvous.open(settings("alice", "bob@127.0.0.2").withListenAddress(aliceHost)
                .withEvents(heldOnceDialed(aliceLog, bothAnswered))));
        Rendezvous bobSide = keep(Rendezvous.open(settings("bob", "alice@127.0.0.1").withListenAddress(bobHost)
                .withEvents(heldOnceDialed(bobLog, bothAnswered))));
        Future<Connection> alice = meetLater(aliceSide);
        Connection bob = keep(bobSide.meet());
        Connection atAlice = alice.get();

        assertThat(bothAnswered.getCount()).as("both calls were answered before either greeted").isZero();
        assertThat(aliceLog.count(RendezvousEvent.Kind.MET)).as(aliceLog.toString()).isEqualTo(1);
        assertThat(bobLog.count(RendezvousEvent.Kind.MET)).as(bobLog.toString()).isEqualTo(1);
        assertThat(atAlice.socket().getLocalSocketAddress()).isEqualTo(bob.socket().getRemoteSocketAddress());
        Set<InetSocketAddress> meetingPorts = Set.of(new InetSocketAddress(aliceHost, port.tcpPort()),
                new InetSocketAddress(bobHost, port.tcpPort()));
        List<TcpSockets.Socket> held = TcpSockets.heldAt(meetingPorts);
        assertThat(held).as("sockets held at the meeting ports %s; alice %s; bob %s", held, aliceLog, bobLog)
                .extracting(TcpSockets.Socket::local)
                .containsExactlyInAnyOrder((InetSocketAddress) atAlice.socket().getLocalSocketAddress(),
                        (InetSocketAddress) bob.socket().getLocalSocketAddress());
        assertThat(newSince(before)).isEmpty();
        assertTalking(atAlice, bob);
    }

    @Test
    void aCloseThatComesBeforeTheMeetingBeginsMakesMeetSayItWasCancelled() throws Exception {
        Rendezvous rendezvous = Rendezvous.open(settings("alice", "bob"));
        rendezvous.close();
        assertThatThrownBy(rendezvous::meet).isInstanceOf(RendezvousException.class)
                .hasMessage("the rendezvous with bob was cancelled");
    }

    @Test
    void aRendezvousMeetsOnlyOnce() throws Exception {
        Future<Connection> alice = meetLater(settings("alice", "bob"));
        Rendezvous bobSide = Rendezvous.open(settings("bob", "alice"));
        keep(bobSide.meet());
        alice.get();
        assertThatThrownBy(bobSide::meet).isInstanceOf(IllegalStateException.class)
                .hasMessage("a rendezvous can meet only once");
    }

    @Test
    void noThreadOfTheRendezvousIsAliveOnceCloseReturns() throws Exception {
        Set<Thread> before = rendezvousThreads();
        EventLog log = new EventLog();
        Rendezvous rendezvous = Rendezvous.open(settings("alice", "bob").withEvents(log));
        Future<Connection> alice = meetLater(rendezvous);
        log.await(RendezvousEvent.Kind.DIALED);
        rendezvous.close();
        assertThat(newSince(before)).isEmpty();
        assertThatThrownBy(() -> alice.get(60, TimeUnit.SECONDS)).cause().isInstanceOf(RendezvousException.class);
    }

    @Test
    void closingFromOneOfTheRendezvoussOwnThreadsCancelsTheMeetingAndLeavesNoThread() throws Exception {
        Set<Thread> before = rendezvousThreads();
        AtomicReference<Rendezvous> self = new AtomicReference<>();
        Rendezvous rendezvous = Rendezvous.open(settings("alice", "bob").withEvents(event -> {
            if (event.kind() == RendezvousEvent.Kind.SELF_DROPPED) {
                self.get().close();
            }
        }));
        self.set(rendezvous);
        assertThatThrownBy(rendezvous::meet).isInstanceOf(RendezvousException.class)
                .hasMessage("the rendezvous with bob was cancelled");
        assertThat(newSince(before)).isEmpty();
    }

    /** Holds each side's first answered call until the other side's is answered too, so the two calls cross. */
    private static Consumer<RendezvousEvent> heldOnceDialed(EventLog log, CountDownLatch bothAnswered) {
        return event -> {
            log.accept(event);
            if (event.kind() == RendezvousEvent.Kind.DIALED && bothAnswered.getCount() > 0) {
                bothAnswered.countDown();
                try {
                    bothAnswered.await(20, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
    }

    private static Set<Thread> rendezvousThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("ks-rendezvous") && t.isAlive())
                .collect(Collectors.toSet());
    }

    /** The rendezvous threads alive now that were not in {@code before}, by name. */
    private static Set<String> newSince(Set<Thread> before) {
        return rendezvousThreads().stream().filter(t -> !before.contains(t)).map(Thread::getName)
                .collect(Collectors.toSet());
    }
}
