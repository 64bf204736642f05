package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import ks.engine.Move;
import ks.engine.Square;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * When the host saves its game (write-ahead, docs/protocol.md): before anything leaves, and not
 * for the guest's acknowledgement alone, which makes nothing leave and goes to disk with the next
 * save. Played against a real host (alice, white) by a guest sending messages by hand.
 */
@Timeout(30)
class HostSavesTest {

    private final AtomicInteger saves = new AtomicInteger();
    private final AtomicReference<SavedGame> lastSave = new AtomicReference<>();
    private HandPlayedGuest game;

    @BeforeEach
    void openAGameWithAHandPlayedGuestAndACountingStore() throws Exception {
        GameStore counting = new GameStore() {
            @Override
            public void save(SavedGame g) {
                lastSave.set(g);
                saves.incrementAndGet();
            }

            @Override
            public void finished(SavedGame g) {
            }
        };
        game = HandPlayedGuest.open(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE),
                SessionOptions.defaults().withStore(counting).withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1)));
    }

    @Test
    void theHostsMoveIsSavedBeforeItsCommitmentLeaves() throws Exception {
        int before = saves.get();
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        game.receive(Message.Commit.class);

        assertThat(saves.get()).isGreaterThan(before);
        assertThat(lastSave.get().game().entries()).hasSize(1);
    }

    @Test
    void theGuestsAcknowledgementCostsTheHostNoSaveOfItsOwnAndGoesToDiskWithTheNextSave() throws Exception {
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        Message.Commit c = game.receive(Message.Commit.class);
        int before = saves.get();

        game.acknowledge(c, 1);
        // The host takes the guest's messages in order: once it shows these words, it has taken the ack.
        game.send(new Message.Say("your move was quick"));
        game.nextHostEvent(Event.Said.class);

        assertThat(saves.get() - before).as("saves for an acknowledgement and words").isEqualTo(1);
        assertThat(lastSave.get().game().acks()).hasSize(2);
    }
}
