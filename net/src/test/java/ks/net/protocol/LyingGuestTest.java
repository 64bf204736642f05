package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import ks.crypto.CoinFlip;
import ks.crypto.SigningKey;
import ks.engine.Move;
import ks.engine.Position;
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

    private final SecureRandom random = new SecureRandom();
    private final SigningKey hostKey = SigningKey.generate(random);
    private final SigningKey guestKey = SigningKey.generate(random);
    private final byte[] sessionId = new byte[32];
    private final BlockingQueue<Event> hostEvents = new LinkedBlockingQueue<>();
    private final AtomicLong hostNanos = new AtomicLong(1_000_000_000L);
    private InMemoryLink guest;
    private Session host;
    private String gameId;

    @BeforeEach
    void openATimedGameWithAHandPlayedGuest() throws Exception {
        random.nextBytes(sessionId);
        InMemoryLink[] links = InMemoryLink.pair();
        guest = links[1];
        SessionSetup setup = new SessionSetup("alice", "bob",
                Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"), hostKey,
                guestKey.identity(), sessionId, "", Position.STARTPOS_FEN, 5000, random);
        SessionOptions options = SessionOptions.defaults().withTicker(hostNanos::get)
                .withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1));
        CompletableFuture<Session> opened = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(setup, links[0], hostEvents::add, options);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        guest.send(new Message.Hello(Message.VERSION, "bob", Wishes.none(), Position.STARTPOS_FEN));
        receive(Message.Hello.class);
        CoinFlip flip = new CoinFlip("ks/terms", sessionId, random);
        guest.send(new Message.FlipCommit(HEX.formatHex(flip.commitment())));
        flip.receiveCommitment(HEX.parseHex(receive(Message.FlipCommit.class).commitment()));
        guest.send(new Message.FlipReveal(HEX.formatHex(flip.reveal())));
        flip.receiveReveal(HEX.parseHex(receive(Message.FlipReveal.class).nonce()));
        Message.Start start = receive(Message.Start.class);
        gameId = start.agreement().gameId();
        guest.send(new Message.Agree(HEX.formatHex(guestKey.sign(start.agreement().bytes()))));
        host = opened.get(5, TimeUnit.SECONDS);
        acknowledge(receive(Message.Commit.class), 0);
    }

    private <T extends Message> T receive(Class<T> type) throws Exception {
        while (true) {
            Message m = guest.receive(5000);
            assertThat(m).as("a " + type.getSimpleName() + " from the host").isNotNull();
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }

    /** Acknowledges at once, as an honest guest would: the host's own round trip stays 0 ms. */
    private void acknowledge(Message.Commit c, int ply) throws java.io.IOException {
        guest.send(new Message.Ack(ply, HEX.formatHex(guestKey.sign(Statements.ack(gameId, c.commitment())))));
    }

    private String nextNote() throws InterruptedException {
        while (true) {
            Event e = hostEvents.poll(5, TimeUnit.SECONDS);
            assertThat(e).as("a note on the host").isNotNull();
            if (e instanceof Event.Note n) {
                return n.text();
            }
        }
    }

    @Test
    void anEnormousSignedRoundTripBuysNothingBeyondTheHostsOwnMeasure() throws Exception {
        host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        acknowledge(receive(Message.Commit.class), 1);
        // The host takes the guest's messages in order: once it shows these words, it has timed both acks.
        guest.send(new Message.Say("thinking"));
        Event shown;
        do {
            shown = hostEvents.poll(5, TimeUnit.SECONDS);
            assertThat(shown).as("bob's words on the host").isNotNull();
        } while (!(shown instanceof Event.Said));
        hostNanos.addAndGet(TimeUnit.SECONDS.toNanos(20));
        long lag = TimeUnit.DAYS.toMillis(1);
        guest.send(new Message.Try(1, "e7e5", HEX.formatHex(guestKey.sign(
                Statements.attempt(gameId, 1, "e7e5", 0L, lag))), 0L, lag));
        Message.Commit charged = receive(Message.Commit.class);
        assertThat(charged.clocks()).isEqualTo("60000 60000 1 1");
        assertThat(nextNote()).isEqualTo("bob's reports leave " + (20 - Charges.TOLERANCE_MILLIS / 1000)
                + " s of this host's measure unaccounted for (beyond the round trips and 2 s a move): by this"
                + " host's measure bob has 0:42 left");
    }

    @Test
    void aRoundTripSignedAsIfItWereNotIsARefusedSignature() throws Exception {
        host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        receive(Message.Commit.class);
        guest.send(new Message.Try(1, "e7e5", HEX.formatHex(guestKey.sign(
                Statements.attempt(gameId, 1, "e7e5", 0L))), 0L, 500L));
        assertThat(nextNote()).contains("bad signature");
    }
}
