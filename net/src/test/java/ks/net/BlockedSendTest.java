package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A peer that stops reading what we send: once the socket's buffers are full our write blocks, and it
 * must end as a lost connection after the connection's limit, never hold our sending threads for as
 * long as the peer likes.
 */
// In its own thread: a write blocked in the socket cannot be interrupted, so without the fix only a
// timeout that does not wait for the test's thread ends the test.
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class BlockedSendTest extends MeetingFixture {
    private static final byte[] LARGE = new byte[100_000];

    @Test
    void aWriteThePeerTakesNothingOfEndsTheConnectionAsLost() throws Exception {
        Connection alice = aliceWhoseBobNeverReads();
        IOException lost = catchThrowableOfType(IOException.class, () -> sendUntilFailed(alice));
        assertThat(lost).hasMessage("bob took nothing we sent for 2s; the connection is given up as lost");
    }

    @Test
    void aSendWaitingBehindTheBlockedWriteFailsToo() throws Exception {
        Connection alice = aliceWhoseBobNeverReads();
        CountDownLatch blocked = new CountDownLatch(1);
        CompletableFuture<Void> filling = CompletableFuture.runAsync(() -> {
            try {
                while (true) {
                    alice.send(LARGE);
                    blocked.countDown();
                }
            } catch (IOException e) {
                // The blocked write given up: what the other test checks.
            }
        });
        blocked.await();
        // A ping sent while the filler holds the connection's lock, as the session's heartbeat does.
        IOException ping = catchThrowableOfType(IOException.class, () -> sendUntilFailed(alice));
        assertThat(ping).isNotNull();
        filling.get();
    }

    /**
     * Bob reads what alice sent each time her write under way has waited 1.5 s, just until it
     * finishes, so that no write of hers reaches the 2 s limit: without a bound on their sum (clock28) the twenty writes held 30 s
     * in all went through, and such a peer could hold her sends, and every command waiting behind
     * them, as long as it liked.
     */
    @Test
    void writesThePeerTakesJustInTimeEndTheConnectionOnceTheyWaitedTheLimitInAll() throws Exception {
        Future<Connection> meeting = meetLater(settings("alice", "bob"));
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        Connection alice = meeting.get();
        alice.limitBlockedWrites(Duration.ofSeconds(2));
        AtomicInteger taken = new AtomicInteger();
        CompletableFuture<Void> trickle = CompletableFuture.runAsync(() -> {
            try {
                while (taken.get() < 20) {
                    Poll.until("alice's write waiting 1.5 s", Duration.ofSeconds(30), Duration.ofMillis(20),
                            alice::writeUnderWay, d -> d.toMillis() >= 1_500);
                    // Just enough for the write to finish: messages until a new write (or none) is under way.
                    while (alice.writeUnderWay().toMillis() >= 1_500) {
                        if (bob.receive(10_000) == null) {
                            return;
                        }
                    }
                    taken.incrementAndGet();
                }
            } catch (IOException | Poll.TimedOut e) {
                // Alice gave the connection up, and sends no more.
            }
        });
        IOException lost = catchThrowableOfType(IOException.class, () -> {
            while (taken.get() < 20) {
                alice.send(LARGE);
            }
        });
        assertThat(lost).hasMessage("bob held up our sends for 2s in all, beyond a quarter of the time;"
                + " the connection is given up as lost");
        trickle.cancel(true);
    }

    /**
     * Bob, on a slow but honest network, takes each of alice's near-megabyte writes once it has
     * waited a quarter of a second, forty times: more than the limit in all, but each within what
     * a 1 Mbit/s link takes for its bytes, so the connection is kept (before the lead's mend of
     * clock28's sum, every wait counted, and such a link was given up as a peer holding our sends).
     */
    @Test
    void writesEachWithinTheirBytesTimeOnASlowHonestLinkNeverEndTheConnection() throws Exception {
        Future<Connection> meeting = meetLater(settings("alice", "bob"));
        Connection bob = keep(Rendezvous.meet(settings("bob", "alice")));
        Connection alice = meeting.get();
        alice.limitBlockedWrites(Duration.ofSeconds(6));
        AtomicInteger taken = new AtomicInteger();
        CompletableFuture<Void> slowLink = CompletableFuture.runAsync(() -> {
            try {
                while (taken.get() < 40) {
                    Poll.until("alice's write waiting 250 ms", Duration.ofSeconds(30), Duration.ofMillis(10),
                            alice::writeUnderWay, d -> d.toMillis() >= 250);
                    while (alice.writeUnderWay().toMillis() >= 250) {
                        if (bob.receive(10_000) == null) {
                            return;
                        }
                    }
                    taken.incrementAndGet();
                }
                while (bob.receive(1_000) != null) {
                    // What alice sent after the last counted write, taken so that her last send ends.
                }
            } catch (IOException | Poll.TimedOut e) {
                throw new IllegalStateException(e);
            }
        });
        byte[] nearlyAMegabyte = new byte[900_000];
        while (taken.get() < 40) {
            alice.send(nearlyAMegabyte);
        }
        slowLink.get();
        assertThat(taken.get()).isEqualTo(40);
    }

    /** alice met bob, whose side never reads; alice gives a blocked write up after 2 s. */
    private Connection aliceWhoseBobNeverReads() throws Exception {
        Future<Connection> alice = meetLater(settings("alice", "bob"));
        keep(Rendezvous.meet(settings("bob", "alice")));
        Connection a = alice.get();
        a.limitBlockedWrites(Duration.ofSeconds(2));
        return a;
    }

    private static void sendUntilFailed(Connection c) throws IOException {
        while (true) {
            c.send(LARGE);
        }
    }
}
