package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An opponent who sends in a rush: 4000 messages of 500 characters, or a thousand messages the
 * host refuses. The player hears the first five and one note, and the game is not saved again
 * for each message (on a clock that does not move, so no second passes to earn another one).
 */
@Timeout(60)
class FloodTest {

    private static final Wishes ALICE_HOSTS_AS_BLACK = Wishes.none().withServer(Wish.ON).withColour(ColourWish.BLACK);

    @Test
    void aFloodReachesThePlayerAsFiveMessagesAndOneNoteWithoutASavePerMessage() throws Exception {
        AtomicInteger saves = new AtomicInteger();
        GameStore counting = new GameStore() {
            @Override
            public void save(SavedGame game) {
                saves.incrementAndGet();
            }

            @Override
            public void finished(SavedGame game) {
            }
        };
        SessionOptions frozenClock = SessionOptions.defaults().withStore(counting).withTicker(() -> 0L);
        Pair p = new Pair(ALICE_HOSTS_AS_BLACK, Wishes.none(), frozenClock, SessionOptions.defaults());
        int savesBefore = saves.get();
        String text = "x".repeat(Message.MAX_SAY);
        for (int i = 0; i < 4000; i++) {
            p.bob.submit(new Command.Talk(text));
        }
        p.play(p.bob, "e2e4");
        p.awaitTurn(p.alice);

        assertThat(p.aliceEvents.stream().filter(e -> e instanceof Event.Said)).hasSize(RateLimit.BURST);
        assertThat(p.aliceEvents.stream().filter(e -> e instanceof Event.Note n && n.text().startsWith("bob says too much")))
                .hasSize(1);
        assertThat(saves.get() - savesBefore).isLessThan(RateLimit.BURST + 5);
    }

    @Test
    void aFloodOfBadMessagesReachesThePlayerAsFiveNotesAndOneMore() throws Exception {
        SessionOptions frozenClock = SessionOptions.defaults().withTicker(() -> 0L);
        Pair p = new Pair(ALICE_HOSTS_AS_BLACK, Wishes.none(), frozenClock, SessionOptions.defaults());
        for (int i = 0; i < 1000; i++) {
            p.links[1].send(new Message.Any(999));
        }
        p.play(p.bob, "e2e4");
        p.awaitTurn(p.alice);

        assertThat(p.aliceEvents.stream().filter(e -> e instanceof Event.Note n && n.text().startsWith("ignored")))
                .hasSize(RateLimit.BURST);
        assertThat(p.aliceEvents.stream().filter(e -> e instanceof Event.Note n
                && n.text().equals("more bad messages from bob; not shown until they slow down to one a second")))
                .hasSize(1);
    }
}
