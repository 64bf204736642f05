package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A modified guest that asks and tries without end in one turn: past the bound of a turn the host
 * takes only an attempt it will play, so the guest can still make its move; anything else stops
 * the game, the guest told why, and neither the record nor the save grows further.
 */
@Timeout(60)
class GuestTurnBoundTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final Wishes ALICE_HOSTS_AS_BLACK = Wishes.none().withServer(Wish.ON).withColour(ColourWish.BLACK);
    private static final String STOPPED = "alice refuses to go on: bob made more than " + TurnBound.ACTIONS
            + " attempts and questions in one turn";

    private final AtomicReference<SavedGame> lastSave = new AtomicReference<>();
    private final AtomicReference<SavedGame> finished = new AtomicReference<>();
    private final GameStore keeping = new GameStore() {
        @Override
        public void save(SavedGame game) {
            lastSave.set(game);
        }

        @Override
        public void finished(SavedGame game) {
            finished.set(game);
        }
    };

    @Test
    void aQuestionPastTheBoundOfATurnStopsTheGameUnkept() throws Exception {
        HandPlayedGuest g = HandPlayedGuest.open(ALICE_HOSTS_AS_BLACK, SessionOptions.defaults().withStore(keeping));
        for (int seq = 1; seq <= TurnBound.ACTIONS + 1; seq++) {
            g.send(new Message.Any(seq));
        }

        assertThat(g.receive(Message.Refusal.class).reason()).isEqualTo(STOPPED);
        assertThat(g.host.awaitEnd().entries()).hasSize(TurnBound.ACTIONS);
        assertThat(finished.get().anys()).isEqualTo(TurnBound.ACTIONS);
    }

    @Test
    void anAttemptPastTheBoundThatWouldBeRefusedStopsTheGameUnjudged() throws Exception {
        HandPlayedGuest g = HandPlayedGuest.open(ALICE_HOSTS_AS_BLACK, SessionOptions.defaults().withStore(keeping));
        for (int seq = 1; seq <= TurnBound.ACTIONS; seq++) {
            g.send(new Message.Any(seq));
        }
        g.send(signedTry(g, 1, "e2e5"));

        assertThat(g.receive(Message.Refusal.class).reason()).isEqualTo(STOPPED);
        assertThat(g.host.awaitEnd().entries()).hasSize(TurnBound.ACTIONS);
        assertThat(g.host.awaitEnd().entries()).noneMatch(Entry::isTry);
    }

    @Test
    void pastTheBoundAMoveTheRefereeWillPlayIsStillTaken() throws Exception {
        HandPlayedGuest g = HandPlayedGuest.open(ALICE_HOSTS_AS_BLACK, SessionOptions.defaults().withStore(keeping));
        for (int seq = 1; seq <= TurnBound.ACTIONS; seq++) {
            g.send(new Message.Any(seq));
        }
        g.send(signedTry(g, 1, "e2e4"));
        awaitOwnNews(g, "legal");

        assertThat(lastSave.get().game().entries()).hasSize(TurnBound.ACTIONS + 1);
        assertThat(lastSave.get().game().entries().get(TurnBound.ACTIONS).move()).isEqualTo("e2e4");
    }

    private static Message.Try signedTry(HandPlayedGuest g, int seq, String uci) {
        return new Message.Try(seq, uci, HEX.formatHex(g.guestKey.sign(Statements.attempt(g.gameId, seq, uci))));
    }

    /** Reads the host's messages until the news of the guest's own attempt, which must have {@code verdict}. */
    private static void awaitOwnNews(HandPlayedGuest g, String verdict) throws Exception {
        Message.News news = g.receive(Message.News.class);
        while (!news.own() || news.verdict() == null) {
            news = g.receive(Message.News.class);
        }
        assertThat(news.verdict()).isEqualTo(verdict);
    }
}
