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
        assertThat(a.result()).isEqualTo("0-1");
        assertThat(a.audit()).startsWith("Audit: passed (4 plies");
        assertThat(b.audit()).startsWith("Audit: passed (4 plies");
        assertThat(a.finalFen()).startsWith("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR");
        assertThat(Audit.verify(p.alice.awaitEnd()).passed()).isTrue();
    }
}
