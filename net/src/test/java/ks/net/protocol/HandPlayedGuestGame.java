package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.crypto.CoinFlip;
import ks.crypto.SigningKey;
import ks.engine.Position;
import org.junit.jupiter.api.BeforeEach;

/**
 * A game whose host is a real {@link Session} and whose guest is played by hand, message by message,
 * over a real in-memory link, so that a test can send what an honest ks never would; with the
 * guest's helpers (signed attempts, acknowledgements, reading the host's messages and events).
 */
abstract class HandPlayedGuestGame {

    static final HexFormat HEX = HexFormat.of();

    final SecureRandom random = new SecureRandom();
    final SigningKey hostKey = SigningKey.generate(random);
    final SigningKey guestKey = SigningKey.generate(random);
    final byte[] sessionId = new byte[32];
    final BlockingQueue<Event> hostEvents = new LinkedBlockingQueue<>();
    /** The host's commitments as the guest received them, in order. */
    final List<Message.Commit> commitments = new ArrayList<>();
    private int acknowledged;
    InMemoryLink guest;
    Session host;
    String gameId;

    @BeforeEach
    void openAGameWithAHandPlayedGuest() throws Exception {
        random.nextBytes(sessionId);
        InMemoryLink[] links = InMemoryLink.pair();
        guest = links[1];
        SessionSetup setup = SessionSetup.builder().players("alice", "bob")
                .wishes(Wishes.none().withServer(Wish.ON).withColour(ColourWish.BLACK)).key(hostKey)
                .peer(guestKey.identity()).sessionId(sessionId).setupTimeoutMillis(5000).random(random).build();
        CompletableFuture<Session> opened = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(setup, links[0], hostEvents::add);
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
        host = opened.get(60, TimeUnit.SECONDS);
    }

    <T extends Message> T receive(Class<T> type) throws Exception {
        while (true) {
            Message m = guest.receive(5000);
            assertThat(m).as("a " + type.getSimpleName() + " from the host").isNotNull();
            if (m instanceof Message.Commit c) {
                commitments.add(c);
            }
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }

    Message.Try signedTry(int seq, String uci) {
        return new Message.Try(seq, uci, HEX.formatHex(guestKey.sign(Statements.attempt(gameId, seq, uci))));
    }

    /** Acknowledges the commitments to plies 0 to {@code plies - 1}, as an honest guest has before it acts. */
    void acknowledgeCommitmentsBefore(int plies) throws Exception {
        while (commitments.size() < plies) {
            receive(Message.Commit.class);
        }
        for (; acknowledged < plies; acknowledged++) {
            guest.send(new Message.Ack(acknowledged, HEX.formatHex(guestKey.sign(
                    Statements.ack(gameId, commitments.get(acknowledged).commitment())))));
        }
    }

    /** The commitments received so far, as the seal names them. */
    List<String> commitmentTexts() {
        return commitments.stream().map(Message.Commit::commitment).toList();
    }

    Message.News ownNews() throws Exception {
        Message.News news = receive(Message.News.class);
        while (!news.own()) {
            news = receive(Message.News.class);
        }
        return news;
    }

    String nextNote() throws InterruptedException {
        return next(Event.Note.class).text();
    }

    Event.Over nextOver() throws InterruptedException {
        return next(Event.Over.class);
    }

    <T extends Event> T next(Class<T> type) throws InterruptedException {
        while (true) {
            Event e = hostEvents.poll(60, TimeUnit.SECONDS);
            assertThat(e).as("a " + type.getSimpleName() + " on the host").isNotNull();
            if (type.isInstance(e)) {
                return type.cast(e);
            }
        }
    }
}
