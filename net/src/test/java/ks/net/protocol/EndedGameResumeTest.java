package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A game that ended for the guest resumed by a host as if it had not: alice hosts and resigns, bob
 * (the guest) saves her signed end, and her reveal never comes (held in the send); then alice resumes
 * from her save of before the resignation (an older copy put back, or a modified ks), which holds as
 * many commitments and pieces of news as bob's, so the counts of the resume exchange agree. Bob holds
 * the end: nothing of the play may come after it, and the reveal is owed from the moment the game is
 * resumed.
 */
@Timeout(60)
class EndedGameResumeTest {

    /** The two saves the attack needs: alice's before she resigned, and bob's holding her end. */
    private record Saves(SavedGame aliceBefore, SavedGame bobWithTheEnd, Pair pair) {
    }

    private static Saves aliceResignsAndHerRevealNeverComes() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        HeldSend[] aliceLink = new HeldSend[1];
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none(),
                SessionOptions.defaults().withStore(saves.host), SessionOptions.defaults().withStore(saves.guest),
                Position.STARTPOS_FEN, link -> aliceLink[0] = new HeldSend(link));
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        aliceLink[0].arm(m -> m instanceof Message.Reveal);
        saves.guest.seenWhen = g -> g.game().end() != null;
        p.alice.submit(new Command.Resign(false));
        assertThat(saves.guest.seen.await(30, TimeUnit.SECONDS)).as("bob saved alice's end").isTrue();
        SavedGame before;
        synchronized (saves.host) {
            before = saves.host.saves.stream().filter(g -> g.game().end() == null).reduce((a, b) -> b).orElseThrow();
        }
        SavedGame bob = saves.guest.last();
        assertThat(bob.game().end().reason()).isEqualTo("alice resigned");
        assertThat(before.game().commitments()).hasSameSizeAs(bob.game().commitments());
        assertThat(before.game().news()).hasSameSizeAs(bob.game().news());
        return new Saves(before, bob, p);
    }

    private record Resumed(Session alice, Session bob, EventQueue aliceEvents, EventQueue bobEvents) {
    }

    private static Resumed resume(Saves s, SessionOptions bobOptions) throws Exception {
        InMemoryLink[] links = InMemoryLink.pair();
        EventQueue ae = new EventQueue();
        EventQueue be = new EventQueue();
        CompletableFuture<Session> fa = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(s.pair().aliceSetup, links[0], ae::add, SessionOptions.defaults(),
                        s.aliceBefore());
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Session b = Session.resume(s.pair().bobSetup, links[1], be::add, bobOptions, s.bobWithTheEnd());
        return new Resumed(fa.get(30, TimeUnit.SECONDS), b, ae, be);
    }

    @Test
    void aHostThatPlaysOnAfterItsResignationIsRefusedByTheGuestHoldingItsEnd() throws Exception {
        Resumed r = resume(aliceResignsAndHerRevealNeverComes(), SessionOptions.defaults());
        r.alice().submit(new Command.Play(Move.of(Square.parse("d2"), Square.parse("d4"))));
        Event.Over over = Pair.next(r.bobEvents(), Event.Over.class);
        assertThat(over.reason()).isEqualTo("you refused to go on: the host sent news after its end of the game"
                + " (alice resigned)");
        assertThat(over.auditPassed()).isFalse();
        assertThat(r.bob().awaitEnd().end().reason()).isEqualTo("alice resigned");
    }

    @Test
    void aHostThatResumesAnEndedGameAndSaysNothingOwesTheRevealFromTheResume() throws Exception {
        Resumed r = resume(aliceResignsAndHerRevealNeverComes(), SessionOptions.defaults().withRevealWait(2_000));
        Event.Over over = Pair.next(r.bobEvents(), Event.Over.class);
        assertThat(over.audit()).isEqualTo("Audit: FAILED (the host did not reveal)");
        assertThat(over.reason()).startsWith("alice resigned; the host did not reveal the game within 2 s");
    }
}
