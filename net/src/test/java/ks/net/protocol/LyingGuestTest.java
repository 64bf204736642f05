package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.Charges;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A guest changed to lie about its time, played message by message against a real host (alice,
 * white) under {@code game/1} on a time source the test moves by hand: it signs no thinking time
 * at all and an enormous round trip, hoping the host will count its thinking as network delay.
 */
@Timeout(30)
class LyingGuestTest {

    private static final HexFormat HEX = HexFormat.of();

    private final AtomicLong hostNanos = new AtomicLong(1_000_000_000L);
    private HandPlayedGuest game;

    @BeforeEach
    void openATimedGameWithAHandPlayedGuest() throws Exception {
        game = HandPlayedGuest.open(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"),
                SessionOptions.defaults().withTicker(hostNanos::get).withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1)));
    }

    /** Signs an attempt as a guest does, with the thinking time and round trip it chooses to report. */
    private Message.Try attempt(int number, String uci, long think, long lag) {
        return new Message.Try(number, uci, HEX.formatHex(game.guestKey.sign(
                Statements.attempt(game.gameId, number, uci, think, lag))), think, lag);
    }

    @Test
    void anEnormousSignedRoundTripBuysNothingBeyondTheHostsOwnMeasure() throws Exception {
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        game.acknowledge(game.receive(Message.Commit.class), 1);
        // The host takes the guest's messages in order: once it shows these words, it has timed both acks.
        game.send(new Message.Say("thinking"));
        game.nextHostEvent(Event.Said.class);
        hostNanos.addAndGet(TimeUnit.SECONDS.toNanos(20));
        game.send(attempt(1, "e7e5", 0L, TimeUnit.DAYS.toMillis(1)));
        Message.Commit charged = game.receive(Message.Commit.class);
        assertThat(charged.clocks()).isEqualTo("60000 60000 1 1");
        assertThat(game.nextHostEvent(Event.Note.class).text()).isEqualTo("bob's reports leave " + (20 - Charges.TOLERANCE_MILLIS / 1000)
                + " s of this host's measure unaccounted for (beyond the round trips and 2 s a move): by this"
                + " host's measure bob has 0:42 left");
    }

    @Test
    void aGuestThatNeverAcknowledgesACommitmentBuysNothingWithTheRoundTripItSigns() throws Exception {
        game = HandPlayedGuest.agree(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"),
                SessionOptions.defaults().withTicker(hostNanos::get).withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1)));
        game.receive(Message.Commit.class);
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        game.receive(Message.Commit.class);
        hostNanos.addAndGet(TimeUnit.SECONDS.toNanos(20));
        game.send(attempt(1, "e7e5", 0L, Charges.TOLERANCE_MILLIS));
        assertThat(game.receive(Message.Commit.class).clocks()).isEqualTo("60000 60000 1 1");
        assertThat(game.nextHostEvent(Event.Note.class).text()).isEqualTo("bob's reports leave " + (20 - Charges.TOLERANCE_MILLIS / 1000)
                + " s of this host's measure unaccounted for (beyond the round trips and 2 s a move): by this"
                + " host's measure bob has 0:42 left");
    }

    @Test
    void aRoundTripSignedAsIfItWereNotIsARefusedSignature() throws Exception {
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        game.receive(Message.Commit.class);
        game.send(new Message.Try(1, "e7e5", HEX.formatHex(game.guestKey.sign(
                Statements.attempt(game.gameId, 1, "e7e5", 0L))), 0L, 500L));
        assertThat(game.nextHostEvent(Event.Note.class).text()).contains("bad signature");
    }
}
