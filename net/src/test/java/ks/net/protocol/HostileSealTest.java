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
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A guest's seal over the end (protocol 7, {@link EndSeal}) sent by a hostile guest played by hand
 * over a real in-memory link (thirteenth red-team round, docs/reliability.md): a report with a seal
 * before the game is over, and a seal over another game's id after it. The host answers each with
 * one line and goes on, and keeps its record without the seal.
 */
@Timeout(30)
class HostileSealTest {

    private static final HexFormat HEX = HexFormat.of();

    private final SecureRandom random = new SecureRandom();
    private final SigningKey hostKey = SigningKey.generate(random);
    private final SigningKey guestKey = SigningKey.generate(random);
    private final byte[] sessionId = new byte[32];
    private final BlockingQueue<Event> hostEvents = new LinkedBlockingQueue<>();
    private final List<String> commitments = new ArrayList<>();
    private InMemoryLink guest;
    private Session host;
    private String gameId;

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
        host = opened.get(5, TimeUnit.SECONDS);
    }

    @Test
    void aReportWithASealBeforeTheEndIsRefusedInOneLineAndTheGameGoesOn() throws Exception {
        guest.send(new Message.AuditReport(true, "Audit: passed", HEX.formatHex(guestKey.sign(
                Statements.seal(gameId, List.of())))));
        assertThat(nextNote()).doesNotContain("\n").contains("audit");
        guest.send(signedTry(1, "e2e4"));
        assertThat(ownNews().verdict()).isEqualTo("legal");
    }

    @Test
    void aSealOverAnotherGamesIdIsNotKeptAndTheHostSaysSoInOneLine() throws Exception {
        Message.Try e4 = signedTry(1, "e2e4");
        guest.send(e4);
        assertThat(ownNews().verdict()).isEqualTo("legal");
        host.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
        receive(Message.News.class);
        acknowledge(2);
        guest.send(new Message.Resign(false, Statement.sign(guestKey, gameId, "resign", 0, 2)));
        Message.End end = receive(Message.End.class);
        String otherGame = "f".repeat(gameId.length());
        guest.send(new Message.AuditReport(true, "Audit: passed", HEX.formatHex(guestKey.sign(
                Statements.seal(otherGame, List.of(e4), commitments, end)))));

        assertThat(nextNote()).isEqualTo("bob's seal does not verify over the attempts, commitments and end this side"
                + " holds; the record keeps their own signatures, and its end is unconfirmed");
        Event.Over over = nextOver();
        assertThat(over.result()).isEqualTo("0-1");
        assertThat(over.audit()).doesNotContain("\n");
    }

    private Message.Try signedTry(int seq, String uci) {
        return new Message.Try(seq, uci, HEX.formatHex(guestKey.sign(Statements.attempt(gameId, seq, uci))));
    }

    private void acknowledge(int plies) throws Exception {
        while (commitments.size() < plies) {
            receive(Message.Commit.class);
        }
        for (int i = 0; i < plies; i++) {
            guest.send(new Message.Ack(i, HEX.formatHex(guestKey.sign(Statements.ack(gameId, commitments.get(i))))));
        }
    }

    private <T extends Message> T receive(Class<T> type) throws Exception {
        while (true) {
            Message m = guest.receive(5000);
            assertThat(m).as("a " + type.getSimpleName() + " from the host").isNotNull();
            if (m instanceof Message.Commit c) {
                commitments.add(c.commitment());
            }
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }

    private Message.News ownNews() throws Exception {
        Message.News news = receive(Message.News.class);
        while (!news.own()) {
            news = receive(Message.News.class);
        }
        return news;
    }

    private String nextNote() throws InterruptedException {
        return next(Event.Note.class).text();
    }

    private Event.Over nextOver() throws InterruptedException {
        return next(Event.Over.class);
    }

    private <T extends Event> T next(Class<T> type) throws InterruptedException {
        while (true) {
            Event e = hostEvents.poll(5, TimeUnit.SECONDS);
            assertThat(e).as("a " + type.getSimpleName() + " on the host").isNotNull();
            if (type.isInstance(e)) {
                return type.cast(e);
            }
        }
    }
}
