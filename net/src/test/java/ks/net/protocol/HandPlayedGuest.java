package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.crypto.CoinFlip;
import ks.crypto.SigningKey;
import ks.engine.Position;

/**
 * A real host (alice) and a guest (bob) played by hand, message by message, over an in-memory
 * link: {@link #open} runs the setup exchange from the guest's side and returns once the host's
 * session runs, with the commitment to the start received and acknowledged.
 */
final class HandPlayedGuest {

    private static final HexFormat HEX = HexFormat.of();

    final SigningKey guestKey;
    final Session host;
    final BlockingQueue<Event> hostEvents;
    final String gameId;
    private final InMemoryLink guest;

    private HandPlayedGuest(SigningKey guestKey, Session host, BlockingQueue<Event> hostEvents, String gameId,
            InMemoryLink guest) {
        this.guestKey = guestKey;
        this.host = host;
        this.hostEvents = hostEvents;
        this.gameId = gameId;
        this.guest = guest;
    }

    /** Opens a game whose host wishes {@code hostWishes} and runs with {@code options}. */
    static HandPlayedGuest open(Wishes hostWishes, SessionOptions options) throws Exception {
        HandPlayedGuest g = agree(hostWishes, options);
        g.acknowledge(g.receive(Message.Commit.class), 0);
        return g;
    }

    /**
     * Runs the setup exchange from the guest's side and returns once the host's {@link Session#open}
     * has returned, before anything of the game itself is received.
     */
    static HandPlayedGuest agree(Wishes hostWishes, SessionOptions options) throws Exception {
        SecureRandom random = new SecureRandom();
        SigningKey hostKey = SigningKey.generate(random);
        SigningKey guestKey = SigningKey.generate(random);
        byte[] sessionId = new byte[32];
        random.nextBytes(sessionId);
        BlockingQueue<Event> hostEvents = new LinkedBlockingQueue<>();
        InMemoryLink[] links = InMemoryLink.pair();
        SessionSetup setup = SessionSetup.builder().players("alice", "bob").wishes(hostWishes).key(hostKey)
                .peer(guestKey.identity()).sessionId(sessionId).setupTimeoutMillis(5000).random(random).build();
        CompletableFuture<Session> opened = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(setup, links[0], hostEvents::add, options);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        InMemoryLink guest = links[1];
        guest.send(new Message.Hello(Message.VERSION, "bob", Wishes.none(), Position.STARTPOS_FEN));
        receive(guest, Message.Hello.class);
        CoinFlip flip = new CoinFlip("ks/terms", sessionId, random);
        guest.send(new Message.FlipCommit(HEX.formatHex(flip.commitment())));
        flip.receiveCommitment(HEX.parseHex(receive(guest, Message.FlipCommit.class).commitment()));
        guest.send(new Message.FlipReveal(HEX.formatHex(flip.reveal())));
        flip.receiveReveal(HEX.parseHex(receive(guest, Message.FlipReveal.class).nonce()));
        Message.Start start = receive(guest, Message.Start.class);
        guest.send(new Message.Agree(HEX.formatHex(guestKey.sign(start.agreement().bytes()))));
        return new HandPlayedGuest(guestKey, opened.get(60, TimeUnit.SECONDS), hostEvents, start.agreement().gameId(),
                guest);
    }

    /** The next message of {@code type} from the host, skipping others. */
    <T extends Message> T receive(Class<T> type) throws Exception {
        return receive(guest, type);
    }

    private static <T extends Message> T receive(InMemoryLink guest, Class<T> type) throws Exception {
        while (true) {
            Message m = guest.receive(5000);
            assertThat(m).as("a " + type.getSimpleName() + " from the host").isNotNull();
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }

    /** The message the host has sent and the guest not yet read, or null: looks without waiting. */
    Message pending() throws IOException {
        return guest.receive(0);
    }

    void send(Message m) throws IOException {
        guest.send(m);
    }

    /** Sends {@code json} as it is, a message no {@link Message} record would let the guest build. */
    void sendRaw(String json) throws IOException {
        guest.sendBytes(json.getBytes(StandardCharsets.UTF_8));
    }

    /** How many of the guest's messages the host's reader has not read yet. */
    int unreadByHost() {
        return guest.unreadByPeer();
    }

    /** Signs and sends the acknowledgement of {@code c}, the commitment to {@code ply}. */
    void acknowledge(Message.Commit c, int ply) throws IOException {
        guest.send(new Message.Ack(ply, HEX.formatHex(guestKey.sign(Statements.ack(gameId, c.commitment())))));
    }

    /** The next event of {@code type} the host shows its player, skipping others. */
    <T extends Event> T nextHostEvent(Class<T> type) throws InterruptedException {
        while (true) {
            Event e = hostEvents.poll(60, TimeUnit.SECONDS);
            assertThat(e).as("a " + type.getSimpleName() + " on the host").isNotNull();
            if (type.isInstance(e)) {
                return type.cast(e);
            }
        }
    }
}
