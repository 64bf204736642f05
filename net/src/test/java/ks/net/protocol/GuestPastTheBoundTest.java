package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A guest driven past the bound of a turn over real TCP: it asks "any?" 1,001 times in its first
 * turn. The host stops the game at the 1,001st (docs/protocol.md §7), so neither side waits for an
 * answer that never comes: both players see the one line that says why, and the host keeps the
 * record of the stopped game.
 */
@Timeout(180)
class GuestPastTheBoundTest {

    private static final String FAULT = "bob made more than " + TurnBound.ACTIONS + " attempts and questions in one turn";

    @TempDir
    Path home;

    @Test
    void theGuestsThousandAndFirstQuestionInATurnStopsTheGameAndBothSeeWhy() throws Exception {
        try (TcpGame g = new TcpGame(home, Wishes.none().withServer(Wish.ON).withColour(ColourWish.BLACK),
                Wishes.none(), null)) {
            for (int i = 0; i < TurnBound.ACTIONS; i++) {
                g.bob.submit(new Command.AskAny());
                g.bobEvents.next(Event.Answered.class);
            }

            g.bob.submit(new Command.AskAny());

            assertThat(g.bobEvents.next(Event.Over.class).reason())
                    .isEqualTo("alice stopped the game: alice refuses to go on: " + FAULT);
            assertThat(g.aliceEvents.next(Event.Over.class).reason()).isEqualTo("you stopped the game: " + FAULT);
            assertThat(g.alice.awaitEnd().reason()).isEqualTo("stopped: " + FAULT);
            assertThat(g.alice.awaitEnd().entries()).hasSize(TurnBound.ACTIONS);
        }
    }
}
