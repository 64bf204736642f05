package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A joint game saved after every ply goes on after a crash or a dropped link: each side's save
 * holds its own men and secrets only, and a question cut off is computed again from scratch.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointResumeTest {

    private static final Wishes WHITE = JointSessionTest.joint(ColourWish.WHITE);
    private static final Wishes BLACK = JointSessionTest.joint(ColourWish.BLACK);

    @Test
    void aQuestionCutOffByACrashIsComputedAgainAfterTheResume() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = new Pair(WHITE, BLACK, SessionOptions.defaults().withStore(saves.host),
                SessionOptions.defaults().withStore(saves.guest));
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        // alice saves the question of her next attempt and "dies" before computing it.
        saves.host.freezeWhen = g -> pendingSteps(g) == 1 && g.game().joint().secrets().steps().size() == 3;
        p.bob.submit(new Command.Play(Entries.move("e7e5")));
        assertThat(Pair.next(p.bobEvents, Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Play(Entries.move("g2g4")));
        assertThat(saves.host.frozen.await(60, TimeUnit.SECONDS)).isTrue();
        SavedGame alice = saves.host.last();
        assertThat(alice.isJoint()).isTrue();
        assertThat(alice.game().joint().secrets()).isNotNull();
        assertThat(alice.game().commitments()).hasSize(3);
        Resumed r = resume(p, alice, saves.guest.last(), saves);
        Event.Answered again = Pair.next(r.aliceEvents, Event.Answered.class);
        assertThat(again.verdict()).isEqualTo(Verdict.LEGAL);
        awaitTurn(r.bobEvents);
        r.bob.submit(new Command.Play(Entries.move("d8h4")));
        Event.Over a = Pair.next(r.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(r.bobEvents, Event.Over.class);
        assertThat(a.audit()).startsWith("Audit: passed (4 plies");
        assertThat(b.audit()).startsWith("Audit: passed (4 plies");
    }

    @Test
    void aDroppedLinkIsFoundAgainAndTheGameGoesOnWithNewBaseOts() throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        SessionOptions options = SessionOptions.defaults().withReconnector(board::connect).withHeartbeat(200, 1500);
        Pair p = new Pair(WHITE, BLACK, options, options);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        p.links[0].silence();
        p.links[1].silence();
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("was lost");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("reconnected");
        assertThat(p.play(p.alice, "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(p.aliceEvents, Event.Over.class).audit()).startsWith("Audit: passed (4 plies");
        assertThat(Pair.next(p.bobEvents, Event.Over.class).audit()).startsWith("Audit: passed (4 plies");
    }

    private static long pendingSteps(SavedGame g) {
        return g.game().joint().secrets().steps().stream().filter(s -> !s.alone() && s.outputs() == null).count();
    }

    record Resumed(Session alice, Session bob, EventQueue aliceEvents, EventQueue bobEvents) {
    }

    static Resumed resume(Pair p, SavedGame alice, SavedGame bob, ResumeTest.Saves saves) throws Exception {
        InMemoryLink[] links = InMemoryLink.pair();
        EventQueue ae = new EventQueue();
        EventQueue be = new EventQueue();
        CompletableFuture<Session> fa = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], ae::add, SessionOptions.defaults().withStore(saves.host),
                        alice);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Session b = Session.resume(p.bobSetup, links[1], be::add, SessionOptions.defaults().withStore(saves.guest), bob);
        Resumed r = new Resumed(fa.get(60, TimeUnit.SECONDS), b, ae, be);
        skipRetelling(ae);
        skipRetelling(be);
        return r;
    }

    /** Removes the retold events up to and including the end of the retelling. */
    private static void skipRetelling(EventQueue q) throws InterruptedException {
        Event e;
        do {
            e = q.poll(60, TimeUnit.SECONDS);
            assertThat(e).as("the end of the retelling").isNotNull();
        } while (!(e instanceof Event.Resumed));
    }

    static void awaitTurn(EventQueue q) throws InterruptedException {
        while (!Pair.next(q, Event.Heard.class).moved()) {
            continue;
        }
    }
}
