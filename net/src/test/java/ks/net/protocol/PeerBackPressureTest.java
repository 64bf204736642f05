package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A peer that sends faster than the game is handled (here: while the host's save is held) fills at
 * most {@link Worker#PEER_WAITING} places of the host's queue; the rest stays unread on the
 * connection, and is read and handled once the game moves again.
 */
@Timeout(60)
class PeerBackPressureTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final int SENT = 500;

    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean holding;

    private final GameStore held = new GameStore() {
        @Override
        public void save(SavedGame game) {
            while (holding) {
                try {
                    released.await();
                    holding = false;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        @Override
        public void finished(SavedGame game) {
        }
    };

    @Test
    void aPeerSendingFasterThanTheGameIsHandledWaitsOnItsConnection() throws Exception {
        HandPlayedGuest g = HandPlayedGuest.open(Wishes.none().withServer(Wish.ON).withColour(ColourWish.BLACK),
                SessionOptions.defaults().withStore(held));
        holding = true;
        g.send(new Message.Try(1, "e2e4", HEX.formatHex(g.guestKey.sign(Statements.attempt(g.gameId, 1, "e2e4")))));
        for (int i = 0; i < SENT; i++) {
            g.send(new Message.Say("x".repeat(Message.MAX_SAY)));
        }
        // The worker holds the attempt, and the messages it took to save with it, in its save; the
        // reader has queued PEER_WAITING messages and holds the next one, waiting for room; the rest
        // stay unread. Without the bound all of them would be read and waiting.
        int leastUnread = SENT + 1 - (Worker.MAX_BATCH + 1) - Worker.PEER_WAITING - 1;
        Poll.until("the host's queue full and the rest unread", 30,
                () -> List.of(g.host.waitingInputs(), g.unreadByHost()),
                n -> n.get(0) == Worker.PEER_WAITING && n.get(1) >= leastUnread);

        released.countDown();
        Poll.until("everything read and handled", 30, () -> g.host.waitingInputs() + " waiting, "
                + g.unreadByHost() + " unread", s -> s.equals("0 waiting, 0 unread"));
        assertThat(g.receive(Message.News.class).verdict()).isEqualTo("legal");
    }
}
