package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The computation's own sends (the {@code 2pc-sender} thread's, through {@link LinkTransport#send})
 * are not timed, and need not be: they are queued, and the computing thread, which cannot go on
 * without the other's reply to what is held, waits for it in a receive that is counted
 * (docs/joint-referee.md, "Who pays for the computation"). Bob stops reading as the first piece of
 * alice's question goes out and holds it 30 s; none of it reaches her clock, and a claim that counts
 * it as hers is named (the review of round 27 rated it a hole; clock28 settles it).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointHeldPieceTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    @Test
    void aPieceOfOurRefusedQuestionHeldByAPeerThatStopsReadingIsNotPaidByOurNextThink() throws Exception {
        ComputationThreads computations = new ComputationThreads();
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options(), black.options());
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        p.openE4E5();
        ClockState before = p.aliceEvents.clocksAfter(2);

        aliceLink.arm();
        p.alice.submit(new Command.Play(Move.of(Square.parse("e4"), Square.parse("e5"))));
        aliceLink.awaitHeld();
        computations.awaitAllWaiting();
        white.pass(30_000);
        black.pass(30_000);
        aliceLink.release();
        assertThat(p.aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(p.play(p.alice, "d2d4").verdict()).isEqualTo(Verdict.LEGAL);

        ClockState after = p.aliceEvents.clocksAfter(3);
        assertThat(before.remaining(Color.WHITE) - after.remaining(Color.WHITE)).isLessThan(2_000);
    }

    @Test
    void aClaimCountingAPieceOfOurLegalQuestionHeldByThePeerIsNamed() throws Exception {
        ComputationThreads computations = new ComputationThreads();
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options(), black.options());
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        p.openE4E5();
        aliceLink.arm();
        p.alice.submit(new Command.Play(Move.of(Square.parse("d2"), Square.parse("d4"))));
        aliceLink.awaitHeld();
        computations.awaitAllWaiting();
        white.pass(30_000);
        black.pass(30_000);
        aliceLink.release();
        assertThat(p.aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d7d5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        // Bob counts the 30 s as alice's and claims her flag 28 s early.
        white.pass(60_000 - 28_000 + 250);
        black.pass(60_000 + Charges.TOLERANCE_MILLIS);
        p.bob.submit(new Command.Talk("your clock"));

        Event.Over a = p.aliceEvents.next(Event.Over.class);
        assertThat(a.audit()).isEqualTo("Audit: FAILED: bob claimed your time out with 27750 ms left on your own clock");
    }
}
