package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Draw offers in a joint game are judged by the plies they were signed at, never by when they
 * reach the other process, so both processes agree on whether a draw was agreed.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointDrawTest {

    @Test
    void anOfferThatReachesTheMoverAfterItsMoveHasLapsedForBothPlayers() throws Exception {
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK));
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        // bob's attempt is computed when alice's offer comes: bob's process reads it only after his move.
        p.bob.submit(new Command.Play(Entries.move("e7e5")));
        p.alice.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.bobEvents, Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).startsWith("you offer a draw");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).isEqualTo("the draw offer lapsed");
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text())
                .isEqualTo("alice offered a draw, but it lapsed with your move");
        p.bob.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text())
                .isEqualTo("you offer a draw; it stands until alice's next move");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text())
                .isEqualTo("bob offers a draw; type 'draw' to accept, or move to decline");
        p.alice.submit(new Command.OfferDraw());
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.reason()).isEqualTo("drawn by agreement");
        assertThat(b.reason()).isEqualTo("drawn by agreement");
        assertThat(a.audit()).startsWith("Audit: passed (2 plies");
        assertThat(b.audit()).startsWith("Audit: passed (2 plies");
    }

    @Test
    void aPlayerWhoseOfferStandsSignsNoSecondOne() throws Exception {
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK));
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.alice.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).isEqualTo("alice offers a draw; type 'draw' to accept, or move to decline");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).startsWith("you offer a draw");
        p.alice.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text())
                .isEqualTo("your draw offer stands until bob's next move");
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).isEqualTo("the draw offer lapsed");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).isEqualTo("the draw offer lapsed");
    }

    @Test
    void aRecordThatCallsTwoLapsedOffersADrawIsRefusedByTheAudit() throws Exception {
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK));
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.alice.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).isEqualTo("alice offers a draw; type 'draw' to accept, or move to decline");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).startsWith("you offer a draw");
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).isEqualTo("the draw offer lapsed");
        p.bob.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).isEqualTo("bob offers a draw; type 'draw' to accept, or move to decline");
        assertThat(p.play(p.alice, "g1f3").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        p.bob.submit(new Command.Resign(false));
        GameRecord honest = p.alice.awaitEnd();
        assertThat(JointAudit.verify(honest).passed()).as(JointAudit.verify(honest).line()).isTrue();

        // Each offer lapsed with the other's move: no agreement, whatever a modified process writes.
        GameRecord forged = honest.toBuilder().result("1/2-1/2", "drawn by agreement").build();
        assertThat(JointAudit.verify(forged).line())
                .contains("the record says 1/2-1/2, which neither the board nor a signed statement gives");
    }
}
