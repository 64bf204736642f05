package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import ks.engine.clock.Charges;
import ks.engine.referee.Verdict;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A draw agreed on one side as a real flag claim is on its way from the other (docs/joint-referee.md,
 * "A flag after the end"): the claim was sent before its sender learned of the agreement, so both
 * processes end the game on the flag, their records agree, and both audits pass.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointDrawCrossingFlagTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    @Test
    void aDrawAcceptedAsTheOthersClaimOfOurFlagCrossesItEndsOnTimeForBoth() throws Exception {
        // He accepted with 1 s left on his own clock.
        Pair p = bobAcceptsAliceDrawAsSheClaimsHisFlag(59_000);

        endsOnBobsFlagForBoth(p);
    }

    @Test
    void aDrawAcceptedAsTheOffererClaimsItsOwnFlagEndsOnTimeForBoth() throws Exception {
        Pair p = HeldSend.Game.oneMinute(white.options(), black.options()).pair();
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        p.bob.submit(new Command.OfferDraw());
        TcpGame.noteStartingWith(p.aliceEvents, "bob offers a draw");
        // Bob's worker held while his own clock runs out and alice's acceptance comes: his process
        // claims its own flag before it takes the acceptance in.
        EventQueue.Hold bobBusy = p.bobEvents.holdOnNext(Event.Said.class);
        p.alice.submit(new Command.Talk("thinking"));
        bobBusy.awaitHeld();
        white.pass(59_000);
        black.pass(60_000);
        p.alice.submit(new Command.OfferDraw());
        awaitInput(p.bob);
        bobBusy.release();

        endsOnBobsFlagForBoth(p);
    }

    @Test
    void aClaimOfOurFlagThatOurClockRefutesLeavesTheDrawWeAgreedAndNamesTheClaimant() throws Exception {
        // He accepted with 30 s left on his own clock: alice's claim is false.
        Pair p = bobAcceptsAliceDrawAsSheClaimsHisFlag(30_000);

        Event.Over b = p.bobEvents.next(Event.Over.class);
        assertThat(b.result()).isEqualTo("1/2-1/2");
        assertThat(b.auditPassed()).isFalse();
        assertThat(b.audit()).startsWith("Audit: FAILED: alice claimed your time out with 30000 ms left");
        GameRecord rb = p.bob.awaitEnd();
        assertThat(rb.result()).isEqualTo("1/2-1/2");
        assertThat(Audit.verify(rb).passed()).as(Audit.verify(rb).line()).isFalse();
    }

    /**
     * In {@code p} under {@code game/1}, alice (white) offers a draw after 1.e4 and her worker is held
     * while her clock ({@code white}) passes the minute and bob's ({@code black}) {@code bobsTime}; bob
     * accepts, and alice's worker goes on, claiming bob's flag as she takes the acceptance in.
     */
    static void bobAcceptsAliceDrawAsSheClaimsHisFlag(Pair p, HandTicker white, HandTicker black, long bobsTime)
            throws Exception {
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        p.alice.submit(new Command.OfferDraw());
        TcpGame.noteStartingWith(p.bobEvents, "alice offers a draw");
        EventQueue.Hold aliceBusy = p.aliceEvents.holdOnNext(Event.Said.class);
        p.bob.submit(new Command.Talk("thinking"));
        aliceBusy.awaitHeld();
        white.pass(60_000 + Charges.TOLERANCE_MILLIS);
        black.pass(bobsTime);
        p.bob.submit(new Command.OfferDraw());
        awaitInput(p.alice);
        aliceBusy.release();
    }

    /**
     * Alice offers a draw at ply 1; her worker is held while bob's flag falls by her measure and his
     * acceptance comes, {@code bobsTime} ms having passed on his own clock: she claims the flag
     * before she takes the acceptance in, and he accepted before her claim reached him.
     */
    private Pair bobAcceptsAliceDrawAsSheClaimsHisFlag(long bobsTime) throws Exception {
        Pair p = HeldSend.Game.oneMinute(white.options(), black.options()).pair();
        bobAcceptsAliceDrawAsSheClaimsHisFlag(p, white, black, bobsTime);
        return p;
    }

    private static void endsOnBobsFlagForBoth(Pair p) throws InterruptedException {
        Event.Over a = p.aliceEvents.next(Event.Over.class);
        Event.Over b = p.bobEvents.next(Event.Over.class);
        assertThat(a.result()).isEqualTo("1-0");
        assertThat(b.result()).isEqualTo("1-0");
        assertThat(a.reason()).startsWith("bob ran out of time");
        assertThat(b.reason()).startsWith("bob ran out of time");
        assertThat(a.auditPassed()).as(a.audit()).isTrue();
        assertThat(b.auditPassed()).as(b.audit()).isTrue();
        GameRecord ra = p.alice.awaitEnd();
        GameRecord rb = p.bob.awaitEnd();
        assertThat(ra.result()).isEqualTo(rb.result());
        assertThat(ra.reason()).isEqualTo(rb.reason());
        assertThat(Audit.verify(ra).passed()).as(Audit.verify(ra).line()).isTrue();
        assertThat(Audit.verify(rb).passed()).as(Audit.verify(rb).line()).isTrue();
    }

    private static void awaitInput(Session s) {
        Poll.until("an input queued for the held worker", Duration.ofSeconds(60), Duration.ofMillis(5),
                s::waitingInputs, n -> n > 0);
    }
}
