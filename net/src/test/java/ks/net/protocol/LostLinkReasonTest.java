package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A game stopped by a lost link says it is saved and names no command: the program around the
 * session prints the one that continues it ({@code ks --resume ...}, {@code ks --practice --resume},
 * the club's), which the session cannot know.
 */
@Timeout(60)
class LostLinkReasonTest {

    @Test
    void aLinkLostWithoutAReconnectorEndsTheGameSavedNamingNoCommand() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);

        p.links[0].close();

        assertThat(Pair.next(p.bobEvents, Event.Over.class).reason())
                .isEqualTo("the connection to alice was lost (the other side closed the connection); the game is saved");
    }
}
