package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Move;
import ks.engine.Square;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A new game's first save (docs/protocol.md, §6, "The first save"): the game opens for its player
 * while the save is still being written, and nothing of the game leaves, nor is the player's first
 * move answered, before it is on disk. Played against a real host (alice, white) whose store holds
 * its first save until the test lets it finish, by a guest sending messages by hand.
 */
@Timeout(30)
class FirstSaveTest {

    private final HeldFirstSave held = new HeldFirstSave();

    @AfterEach
    void letTheSaveFinish() {
        held.release();
    }

    private HandPlayedGuest open() throws Exception {
        return HandPlayedGuest.agree(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE),
                SessionOptions.defaults().withStore(held).withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1)));
    }

    @Test
    void theGameOpensForItsPlayerWhileItsFirstSaveIsStillBeingWritten() throws Exception {
        HandPlayedGuest game = open();

        game.nextHostEvent(Event.Started.class);
        assertThat(held.begun(5)).as("the first save under way").isTrue();
        assertThat(held.first().game().gameId()).isEqualTo(game.gameId);
    }

    @Test
    void nothingOfTheGameLeavesBeforeItsFirstSaveIsDone() throws Exception {
        HandPlayedGuest game = open();
        assertThat(held.begun(5)).isTrue();

        assertThat(game.pending()).as("a message sent before the first save was done").isNull();

        held.release();
        assertThat(game.receive(Message.Commit.class).commitment()).isNotEmpty();
    }

    @Test
    void theFirstMoveIsAnsweredOnlyOnceTheFirstSaveIsDone() throws Exception {
        HandPlayedGuest game = open();
        assertThat(held.begun(5)).isTrue();

        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        // The worker holds the move behind the save it is writing: no answer can have come yet.
        assertThat(game.hostEvents).noneMatch(e -> e instanceof Event.Answered);
        assertThat(game.pending()).isNull();

        held.release();
        assertThat(game.nextHostEvent(Event.Answered.class).verdict()).isNotNull();
    }
}
