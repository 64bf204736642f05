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
                + " s of this host's measure unaccounted for (beyond the round trips and the delay a game allows:"
                + " 2 s, and 0.25 s more with each move): by this"
                + " host's measure bob has 0:42 left");
    }

    @Test
    void aGuestThatNeverAcknowledgesACommitmentCannotMove() throws Exception {
        // Its attempt is refused before its clock reports are read: a round trip it would sign
        // without acknowledging anything buys it nothing (docs/protocol.md §7).
        game = HandPlayedGuest.agree(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"),
                SessionOptions.defaults().withTicker(hostNanos::get).withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1)));
        game.receive(Message.Commit.class);
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        game.receive(Message.Commit.class);
        hostNanos.addAndGet(TimeUnit.SECONDS.toNanos(20));
        game.send(attempt(1, "e7e5", 0L, Charges.TOLERANCE_MILLIS));
        assertThat(game.nextHostEvent(Event.Note.class).text())
                .contains("attempt 1 before acknowledging the commitment to ply 0");
    }

    @Test
    void aGuestThatKeepsBackJustUnderTheToleranceOnEveryMoveIsHeldToItFromItsSecondMove() throws Exception {
        long keptBack = Charges.TOLERANCE_MILLIS - 1;
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        game.acknowledge(game.receive(Message.Commit.class), 1);
        hostNanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1_000 + keptBack));
        game.send(attempt(1, "e7e5", 1_000L, 0L));
        game.acknowledge(game.receive(Message.Commit.class), 2);
        game.host.submit(new Command.Play(Move.of(Square.parse("d2"), Square.parse("d4"))));
        game.acknowledge(game.receive(Message.Commit.class), 3);
        hostNanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1_000 + keptBack));
        game.send(attempt(2, "d7d5", 1_000L, 0L));
        assertThat(game.receive(Message.Commit.class).clocks()).isEqualTo("60000 58000 2 2");
        // The first move's 1,999 ms pass within the game's allowance; of the second's, all but the 250 ms it regained.
        long held = keptBack - Charges.DELAY_REFILL_MILLIS - (Charges.DELAY_ALLOWANCE_MILLIS - keptBack);
        assertThat(game.nextHostEvent(Event.Note.class).text()).isEqualTo("bob's reports leave " + held / 1000
                + " s of this host's measure unaccounted for (beyond the round trips and the delay a game allows:"
                + " 2 s, and 0.25 s more with each move): by this host's measure bob has "
                + ks.engine.clock.ClockText.of(58_000 - held) + " left");
    }

    /**
     * The one allowance a guest can still stretch (docs/clocks.md): it holds back every
     * acknowledgement by 2 s, so the host's own measure of the round trip is 2 s, and signs a round
     * trip of 2 s with each move; then 2 s of each move's thought passes as network, charged to
     * nobody and held against nothing: 80 s over 40 moves of a one-minute game. It cannot be told
     * from a link that slow, but the host's player must hear of a round trip of seconds.
     */
    @Test
    void aRoundTripOfSecondsMadeByAcknowledgementsHeldBackIsToldToTheHostsPlayer() throws Exception {
        game = HandPlayedGuest.agree(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"),
                SessionOptions.defaults().withTicker(hostNanos::get).withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1)));
        long held = Charges.TOLERANCE_MILLIS;
        Message.Commit start = game.receive(Message.Commit.class);
        hostNanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(held));
        game.acknowledge(start, 0);
        game.host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        Message.Commit moved = game.receive(Message.Commit.class);
        hostNanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(held));
        game.acknowledge(moved, 1);
        hostNanos.addAndGet(TimeUnit.SECONDS.toNanos(8));
        game.send(attempt(1, "e7e5", 8_000L, held));
        // 10 s thought, 8 s signed: the 2 s left pass as the round trip, and nothing is unaccounted.
        assertThat(game.receive(Message.Commit.class).clocks()).isEqualTo("58000 52000 1 1");
        assertThat(game.nextHostEvent(Event.Note.class).text()).isEqualTo("bob's round trip counts as 2 s (this"
                + " host's measure of it, and bob's): up to that much of each of bob's moves is taken as network"
                + " delay and not charged; a round trip of seconds on a local network means a stalled link, or a"
                + " modified ks");
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
