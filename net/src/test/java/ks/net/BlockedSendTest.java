package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
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
