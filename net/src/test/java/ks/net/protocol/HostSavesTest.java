package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import ks.crypto.CoinFlip;
import ks.crypto.SigningKey;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.net.store.GameStore;
import ks.net.store.SavedGame;
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

    private static final HexFormat HEX = HexFormat.of();

    private final SecureRandom random = new SecureRandom();
    private final SigningKey hostKey = SigningKey.generate(random);
    private final SigningKey guestKey = SigningKey.generate(random);
    private final byte[] sessionId = new byte[32];
    private final BlockingQueue<Event> hostEvents = new LinkedBlockingQueue<>();
    private final AtomicInteger saves = new AtomicInteger();
    private final AtomicReference<SavedGame> lastSave = new AtomicReference<>();
    private InMemoryLink guest;
    private Session host;
    private String gameId;

    @BeforeEach
    void openAGameWithAHandPlayedGuest() throws Exception {
        random.nextBytes(sessionId);
        InMemoryLink[] links = InMemoryLink.pair();
        guest = links[1];
        SessionSetup setup = new SessionSetup("alice", "bob",
                Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), hostKey, guestKey.identity(),
                sessionId, "", Position.STARTPOS_FEN, 5000, random);
        GameStore counting = new GameStore() {
            @Override
            public void save(SavedGame game) {
                lastSave.set(game);
                saves.incrementAndGet();
            }

            @Override
            public void finished(SavedGame game) {
            }
        };
        SessionOptions options = SessionOptions.defaults().withStore(counting)
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

    private void acknowledge(Message.Commit c, int ply) throws java.io.IOException {
        guest.send(new Message.Ack(ply, HEX.formatHex(guestKey.sign(Statements.ack(gameId, c.commitment())))));
    }

    /** Sends words after whatever was sent, and waits until the host shows them: it has taken all before. */
    private void sayAndAwaitTheHostShowingIt() throws Exception {
        guest.send(new Message.Say("your move was quick"));
        Event shown;
        do {
            shown = hostEvents.poll(5, TimeUnit.SECONDS);
            assertThat(shown).as("bob's words on the host").isNotNull();
        } while (!(shown instanceof Event.Said));
    }

    @Test
    void theHostsMoveIsSavedBeforeItsCommitmentLeaves() throws Exception {
        int before = saves.get();
        host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        receive(Message.Commit.class);

        assertThat(saves.get()).isGreaterThan(before);
        assertThat(lastSave.get().game().entries()).hasSize(1);
    }

    @Test
    void theGuestsAcknowledgementCostsTheHostNoSaveOfItsOwnAndGoesToDiskWithTheNextSave() throws Exception {
        host.submit(new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4"))));
        Message.Commit c = receive(Message.Commit.class);
        int before = saves.get();

        acknowledge(c, 1);
        sayAndAwaitTheHostShowingIt();

        assertThat(saves.get() - before).as("saves for an acknowledgement and words").isEqualTo(1);
        assertThat(lastSave.get().game().acks()).hasSize(2);
    }
}
