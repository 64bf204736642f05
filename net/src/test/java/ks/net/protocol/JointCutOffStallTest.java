package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.ClockState;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The other's stall of our computation is on no clock of ours, even when the other then drops the
 * link and the run is cut off (docs/joint-referee.md, "Who pays for the computation"): bob holds
 * alice's refused question 30 s (he stops reading: her part waits unsent, her computation waits
 * for his), then drops the link; the question is computed again on the new link. The cut-off run's
 * waits were never reported, so the 30 s stayed on alice's clock and her next signed think paid
 * them (review of round 27).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointCutOffStallTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    @Test
    void aStallOfOurRefusedQuestionCutOffByADroppedLinkIsNotPaidByOurNextThink() throws Exception {
        ComputationThreads computations = new ComputationThreads();
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options().withReconnector(board::connect),
                black.options().withReconnector(board::connect));
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        p.openE4E5();
        ClockState before = p.aliceEvents.clocksAfter(2);

        // Alice's 2.e5 (her pawn is blocked: refused) is held up by bob for 30 s, then bob drops the link.
        aliceLink.arm();
        p.alice.submit(new Command.Play(Move.of(Square.parse("e4"), Square.parse("e5"))));
        aliceLink.awaitHeld();
        computations.awaitAllWaiting();
        white.pass(30_000);
        black.pass(30_000);
        p.links[1].close();
        aliceLink.release();
        assertThat(p.aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(p.play(p.alice, "d2d4").verdict()).isEqualTo(Verdict.LEGAL);

        ClockState after = p.aliceEvents.clocksAfter(3);
        // Her own part of two computations is all her think holds: far below the stall (30000 before).
        assertThat(before.remaining(Color.WHITE) - after.remaining(Color.WHITE)).isLessThan(2_000);
    }
}
