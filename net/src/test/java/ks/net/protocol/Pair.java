package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Move;
import ks.engine.referee.Verdict;

/** Two sessions joined in memory, each with a queue of the events its player saw. */
final class Pair {

    final Session alice;
    final Session bob;
    final EventQueue aliceEvents = new EventQueue();
    final EventQueue bobEvents = new EventQueue();

    final InMemoryLink[] links;
    final SessionSetup aliceSetup;
    final SessionSetup bobSetup;

    Pair(Wishes aliceWishes, Wishes bobWishes) throws Exception {
        this(aliceWishes, bobWishes, SessionOptions.defaults(), SessionOptions.defaults());
    }

    Pair(Wishes aliceWishes, Wishes bobWishes, SessionOptions aliceOptions, SessionOptions bobOptions)
            throws Exception {
        this(aliceWishes, bobWishes, aliceOptions, bobOptions, Position.STARTPOS_FEN);
    }

    /** Both players asking to start from {@code fen}. */
    Pair(Wishes aliceWishes, Wishes bobWishes, SessionOptions aliceOptions, SessionOptions bobOptions, String fen)
            throws Exception {
        this(aliceWishes, bobWishes, aliceOptions, bobOptions, fen, UnaryOperator.identity());
    }

    /** The same, alice's first link seen through {@code aliceLink} (a modified link a test controls). */
    Pair(Wishes aliceWishes, Wishes bobWishes, SessionOptions aliceOptions, SessionOptions bobOptions, String fen,
            UnaryOperator<Link> aliceLink) throws Exception {
        SecureRandom random = new SecureRandom();
        SigningKey ka = SigningKey.generate(random);
        SigningKey kb = SigningKey.generate(random);
        byte[] sessionId = new byte[32];
        random.nextBytes(sessionId);
        links = InMemoryLink.pair();
        SessionSetup sa = SessionSetup.builder().players("alice", "bob").wishes(aliceWishes).key(ka).peer(kb.identity())
                .sessionId(sessionId).startFen(fen).setupTimeoutMillis(60_000).random(random).build();
        SessionSetup sb = SessionSetup.builder().players("bob", "alice").wishes(bobWishes).key(kb).peer(ka.identity())
                .sessionId(sessionId).startFen(fen).setupTimeoutMillis(60_000).random(random).build();
        aliceSetup = sa;
        bobSetup = sb;
        CompletableFuture<Session> fa = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(sa, aliceLink.apply(links[0]), aliceEvents::add, aliceOptions);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        bob = Session.open(sb, links[1], bobEvents::add, bobOptions);
        alice = fa.get(60, TimeUnit.SECONDS);
    }

    /** Alice hosting as white, each side saving into its store of {@code saves}. */
    static Pair aliceHostingAsWhite(ResumeTest.Saves saves) throws Exception {
        return new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none(),
                SessionOptions.defaults().withStore(saves.host), SessionOptions.defaults().withStore(saves.guest));
    }

    Session of(String name) {
        return name.equals("alice") ? alice : bob;
    }

    EventQueue eventsOf(Session s) {
        return s == alice ? aliceEvents : bobEvents;
    }

    /** Plays a UCI move for the session and returns the umpire's answer to it. */
    Event.Answered play(Session s, String uci) throws InterruptedException {
        s.submit(new Command.Play(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)))));
        return next(eventsOf(s), Event.Answered.class);
    }

    /** 1.e4 e5, each answered legal and heard by the other: alice (white) to move again. */
    void openE4E5() throws InterruptedException {
        assertThat(play(alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        awaitTurn(bob);
        assertThat(play(bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        awaitTurn(alice);
    }

    /** Waits until the opponent's move has reached this session's player: its turn now. */
    void awaitTurn(Session s) throws InterruptedException {
        while (!next(eventsOf(s), Event.Heard.class).moved()) {
            continue;
        }
    }

    /** Removes and returns the first event of a type, waiting for it; other events stay queued. */
    static <T extends Event> T next(EventQueue q, Class<T> type) throws InterruptedException {
        return q.next(type);
    }
}
