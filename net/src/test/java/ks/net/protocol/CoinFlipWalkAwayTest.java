package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import ks.crypto.CoinFlip;
import ks.crypto.SigningKey;
import ks.engine.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A peer that has seen our half of the coin flip, and so how the coins fell, hangs up or refuses
 * instead of revealing its own: the player is told that the peer walked away from the flip, not
 * merely that a connection closed.
 */
@Timeout(30)
class CoinFlipWalkAwayTest {

    private static final HexFormat HEX = HexFormat.of();

    private final SecureRandom random = new SecureRandom();
    private final byte[] sessionId = new byte[32];
    private final InMemoryLink[] links = InMemoryLink.pair();

    @Test
    void aPeerThatHangsUpAfterSeeingOurRevealWalkedAwayFromTheFlip() throws Exception {
        CompletableFuture<Session> opening = openAgainstAPeerThatSeesTheOutcome();
        links[1].close();
        assertThat(failure(opening)).startsWith("bob walked away from the coin flip (");
    }

    @Test
    void aPeerThatRefusesAfterSeeingOurRevealWalkedAwayFromTheFlip() throws Exception {
        CompletableFuture<Session> opening = openAgainstAPeerThatSeesTheOutcome();
        links[1].send(new Message.Refusal("changed my mind"));
        assertThat(failure(opening)).isEqualTo("bob walked away from the coin flip (bob refused: changed my mind)");
    }

    /** Alice's session opening, with bob played by hand up to the moment he holds both nonces. */
    private CompletableFuture<Session> openAgainstAPeerThatSeesTheOutcome() throws Exception {
        random.nextBytes(sessionId);
        SigningKey alice = SigningKey.generate(random);
        SigningKey bob = SigningKey.generate(random);
        SessionSetup setup = SessionSetup.builder().players("alice", "bob").key(alice).peer(bob.identity())
                .sessionId(sessionId).setupTimeoutMillis(5000).random(random).build();
        CompletableFuture<Session> opening = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(setup, links[0], e -> { });
            } catch (Exception e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        });
        InMemoryLink peer = links[1];
        peer.send(new Message.Hello(Message.VERSION, "bob", Wishes.none(), Position.STARTPOS_FEN));
        assertThat(peer.receive(5000)).isInstanceOf(Message.Hello.class);
        CoinFlip flip = new CoinFlip("ks/terms", sessionId, random);
        peer.send(new Message.FlipCommit(HEX.formatHex(flip.commitment())));
        flip.receiveCommitment(HEX.parseHex(((Message.FlipCommit) peer.receive(5000)).commitment()));
        flip.receiveReveal(HEX.parseHex(((Message.FlipReveal) peer.receive(5000)).nonce()));
        return opening;
    }

    private static String failure(CompletableFuture<Session> opening) throws InterruptedException {
        try {
            opening.get(60, TimeUnit.SECONDS);
            throw new AssertionError("the session opened");
        } catch (ExecutionException e) {
            return e.getCause().getMessage();
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the session neither opened nor failed", e);
        }
    }
}
