package ks.net.protocol;

import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import ks.crypto.SigningKey;

/**
 * A joint game between an honest process (alice, white) and a modified one (bob, black) made by
 * {@code cheat} from the agreed terms: the attacks of docs/joint-referee.md, "Who learns what, and
 * what a cheat can do", mounted against the real code in memory.
 */
final class LyingJointPlayer {

    /** Makes bob's modified process for the agreed game. */
    interface Cheat {
        JointSession make(SessionSetup setup, Link link, SetupExchange.Agreed agreed, Consumer<Event> player,
                SessionOptions options);
    }

    final Session alice;
    final JointSession bob;
    final EventQueue aliceEvents = new EventQueue();
    final EventQueue bobEvents = new EventQueue();

    LyingJointPlayer(String rules, SessionOptions aliceOptions, Cheat cheat) throws Exception {
        this(Wishes.none().withJoint(Wish.ON).withRuleSet(rules), aliceOptions, cheat);
    }

    /** Both asking for the joint referee with {@code wishes} (a rule set, a time control). */
    LyingJointPlayer(Wishes wishes, SessionOptions aliceOptions, Cheat cheat) throws Exception {
        SecureRandom random = new SecureRandom();
        SigningKey ka = SigningKey.generate(random);
        SigningKey kb = SigningKey.generate(random);
        byte[] sessionId = new byte[32];
        random.nextBytes(sessionId);
        InMemoryLink[] links = InMemoryLink.pair();
        SessionSetup sa = SessionSetup.builder().players("alice", "bob").wishes(wishes.withColour(ColourWish.WHITE))
                .key(ka).peer(kb.identity()).sessionId(sessionId).setupTimeoutMillis(60_000).random(random).build();
        SessionSetup sb = SessionSetup.builder().players("bob", "alice").wishes(wishes.withColour(ColourWish.BLACK))
                .key(kb).peer(ka.identity()).sessionId(sessionId).setupTimeoutMillis(60_000).random(random).build();
        CompletableFuture<Session> fa = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(sa, links[0], aliceEvents::add, aliceOptions);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        SetupExchange.Agreed agreed = SetupExchange.agree(sb, links[1]);
        bob = cheat.make(sb, links[1], agreed, bobEvents::add, SessionOptions.defaults());
        SessionStart.started(bob, sb, agreed);
        alice = fa.get(60, TimeUnit.SECONDS);
    }

    /** Plays {@code uci} for the session and returns the umpire's answer. */
    Event.Answered play(Session s, String uci) throws InterruptedException {
        s.submit(new Command.Play(Entries.move(uci)));
        return (s == alice ? aliceEvents : bobEvents).next(Event.Answered.class);
    }

    /** Waits until the other's move reached {@code s}'s player. */
    void awaitTurn(Session s) throws InterruptedException {
        EventQueue q = s == alice ? aliceEvents : bobEvents;
        while (!q.next(Event.Heard.class).moved()) {
            continue;
        }
    }

    /** Alice resigns, and her verdict on the game comes back. */
    Event.Over aliceResignsAndAudits() throws InterruptedException {
        alice.submit(new Command.Resign(false));
        return aliceEvents.next(Event.Over.class);
    }
}
