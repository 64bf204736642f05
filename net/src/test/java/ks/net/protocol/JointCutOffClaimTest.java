package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.Charges;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A claim against us may allow what our own time after our signed think left unaccounted
 * (docs/joint-referee.md, "The rule both sides apply to a claim"), but never what the other's
 * stall put there: bob holds alice's legal question 30 s (alice's computation waits for him), then
 * drops the link; the cut-off run never reports its waits, so the 30 s would have stayed on alice's
 * clock after her think and in her own account of herself, and bob's claim 28 s early passed her
 * check. A move whose computation was cut off adds nothing to that account (review of branch
 * clock26; the claim was named before it).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointCutOffClaimTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    @Test
    void aStallOfOurLegalQuestionCutOffByADroppedLinkDoesNotWidenWhatAClaimAgainstUsMayTake() throws Exception {
        ComputationThreads computations = new ComputationThreads();
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options().withReconnector(board::connect),
                black.options().withReconnector(board::connect));
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        Session alice = p.alice;
        Session bob = p.bob;
        EventQueue aliceEvents = p.aliceEvents;
        EventQueue bobEvents = p.bobEvents;

        assertThat(p.play(alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(bob);
        assertThat(p.play(bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(alice);
        alice.submit(new Command.Talk("my move comes"));
        bobEvents.next(Event.Said.class);
        // Alice's question 2.d4 (her think: 0 ms) is held up by bob for 30 s, then bob drops the link.
        aliceLink.arm();
        alice.submit(new Command.Play(Move.of(Square.parse("d2"), Square.parse("d4"))));
        aliceLink.awaitHeld();
        computations.awaitAllWaiting();
        white.pass(30_000);
        black.pass(30_000);
        p.links[1].close();
        aliceLink.release();
        assertThat(aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(bob);
        assertThat(p.play(bob, "d7d5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(alice);
        // Bob counts the stall as alice's and claims her flag 28 s early: 27.75 s left on her own clock.
        white.pass(60_000 - 28_000 + 250);
        black.pass(60_000 + Charges.TOLERANCE_MILLIS);
        bob.submit(new Command.Talk("your clock"));

        Event.Over a = aliceEvents.next(Event.Over.class);
        assertThat(a.auditPassed()).isFalse();
        assertThat(a.audit()).isEqualTo("Audit: FAILED: bob claimed your time out with 27750 ms left on your own clock");
    }

    @Test
    void anHonestClaimCountingTheTimeTheLinkWasDownDuringOurLegalQuestionPassesOurCheck() throws Exception {
        ComputationThreads computations = new ComputationThreads();
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        CountDownLatch searching = new CountDownLatch(2);
        CountDownLatch found = new CountDownLatch(1);
        Reconnector afterTheBreak = () -> {
            searching.countDown();
            found.await();
            return board.connect();
        };
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options().withReconnector(afterTheBreak),
                black.options().withReconnector(afterTheBreak));
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        p.openE4E5();
        // The link breaks during the computation of alice's 2.d4 (her think: 0 ms) and is down 30 s.
        aliceLink.arm();
        p.alice.submit(new Command.Play(Move.of(Square.parse("d2"), Square.parse("d4"))));
        aliceLink.awaitHeld();
        computations.awaitAllWaiting();
        p.links[1].close();
        aliceLink.release();
        searching.await();
        white.pass(30_000);
        black.pass(30_000);
        found.countDown();
        assertThat(p.aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d7d5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        // Both count 24 s of the 30 s as alice's (6 s are the game's allowance for the link down during a
        // question), on no signed think: by bob's measure her flag falls about 22 s early.
        white.pass(45_000);
        black.pass(45_000);
        p.bob.submit(new Command.Talk("your clock"));

        Event.Over a = p.aliceEvents.next(Event.Over.class);
        assertThat(a.reason()).startsWith("alice ran out of time");
        assertThat(a.audit()).startsWith("Audit: passed");
    }
}
