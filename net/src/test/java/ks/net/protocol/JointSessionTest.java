package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two joint-referee processes in memory (docs/joint-referee.md): each holds only its own men,
 * every question is computed by both, and at the end each reveals and audits the whole game.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointSessionTest {

    static Wishes joint(ColourWish colour) {
        return Wishes.none().withJoint(Wish.ON).withColour(colour);
    }

    @Test
    void foolsMateIsPlayedJudgedAndAuditedByBothWithoutAHolderOfTheBoard() throws Exception {
        Pair p = new Pair(joint(ColourWish.WHITE), joint(ColourWish.BLACK));
        assertThat(p.alice).isInstanceOf(JointSession.class);
        assertThat(p.alice.terms().joint()).isTrue();
        assertThat(p.play(p.alice, "f2f3").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        assertThat(p.play(p.alice, "g2g5").verdict()).isNotEqualTo(Verdict.LEGAL);
        assertThat(p.play(p.alice, "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.audit()).startsWith("Audit: passed (4 plies");
        assertThat(a.result()).isEqualTo("0-1");
        assertThat(b.audit()).startsWith("Audit: passed (4 plies");
        assertThat(a.finalFen()).startsWith("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR");
        assertThat(Audit.verify(p.alice.awaitEnd()).passed()).isTrue();
    }

    @Test
    void castlingEnPassantAndPromotionAreJudgedJointlyAndAudited() throws Exception {
        Pair p = new Pair(joint(ColourWish.WHITE), joint(ColourWish.BLACK));
        Event.Over over = playOut(p, "e2e4 g8f6 e4e5 d7d5 e5d6 b8c6 d6c7 e7e5 c7d8q e8d8 g1f3 f8d6 f1e2 h8e8 e1g1");
        assertThat(over).isNull();
        p.alice.submit(new Command.Resign(false));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("0-1");
        assertThat(a.audit()).startsWith("Audit: passed (15 plies");
        assertThat(b.audit()).startsWith("Audit: passed (15 plies");
        assertThat(a.finalFen()).startsWith("r1bkr3/pp3ppp/2nb1n2/4p3/8/5N2/PPPPBPPP/RNBQ1RK1");
    }

    @Test
    void aStalemateEndsTheGameDrawnForBoth() throws Exception {
        Pair p = new Pair(joint(ColourWish.WHITE), joint(ColourWish.BLACK));
        Event.Over over = playOut(p, "e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 "
                + "b8c8 f7g6 c8e6");
        assertThat(over.result()).isEqualTo("1/2-1/2");
        assertThat(over.reason()).contains("stalemated");
        assertThat(over.audit()).startsWith("Audit: passed (19 plies");
        assertThat(Pair.next(p.bobEvents, Event.Over.class).audit()).startsWith("Audit: passed (19 plies");
    }

    @Test
    void aResignationThatCrossesAQuestionEndsTheGameAuditedOnBothSides() throws Exception {
        Pair p = new Pair(joint(ColourWish.WHITE), joint(ColourWish.BLACK));
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.bob.submit(new Command.Play(Entries.move("e7e5")));
        p.alice.submit(new Command.Resign(false));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("0-1");
        assertThat(a.audit()).startsWith("Audit: passed");
        assertThat(b.audit()).as(b + " " + p.bobEvents).startsWith("Audit: passed");
    }

    @Test
    void drawOffersThatCrossAreAgreedAlikeOnBothSides() throws Exception {
        Pair p = new Pair(joint(ColourWish.WHITE), joint(ColourWish.BLACK));
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.alice.submit(new Command.OfferDraw());
        p.bob.submit(new Command.OfferDraw());
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("1/2-1/2");
        assertThat(b.result()).isEqualTo("1/2-1/2");
        assertThat(a.audit()).startsWith("Audit: passed (1 ply");
        assertThat(b.audit()).startsWith("Audit: passed (1 ply");
    }

    /** Plays the legal moves in turn; the end as the mover of the last one heard it, or null while the game goes on. */
    static Event.Over playOut(Pair p, String moves) throws InterruptedException {
        String[] list = moves.split(" ");
        for (int i = 0; i < list.length; i++) {
            Session mover = i % 2 == 0 ? p.alice : p.bob;
            assertThat(p.play(mover, list[i]).verdict()).as(list[i]).isEqualTo(Verdict.LEGAL);
            if (i + 1 < list.length) {
                p.awaitTurn(i % 2 == 0 ? p.bob : p.alice);
            }
        }
        Session last = list.length % 2 == 1 ? p.alice : p.bob;
        return last.phase() == SessionPhase.PLAYING ? null : Pair.next(p.eventsOf(last), Event.Over.class);
    }
}
