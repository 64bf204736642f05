package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.ClockState;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The time the link is down during a question is on nobody's clock, up to an allowance a game
 * (a tenth of the starting time, at most 60 s: 6 s under {@code game/1}); beyond it, the mover's
 * (docs/clocks.md, "The link lost during a question"). Bob drops the link during alice's refused
 * question and comes back to the reconnection late; until clock29 alice's next signed think paid
 * all the time he stayed away, each time he did it.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointLinkDownTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    @Test
    void aLinkDroppedDuringOurQuestionAndFoundAgainLateIsNotPaidByOurNextThink() throws Exception {
        assertThat(spentOnOurNextMoveAfterTheLinkWasDown(5_000)).isZero();
    }

    @Test
    void whatTheLinkIsDownDuringQuestionsBeyondTheGamesAllowanceIsTheMovers() throws Exception {
        assertThat(spentOnOurNextMoveAfterTheLinkWasDown(30_000)).isEqualTo(30_000 - 6_000);
    }

    /**
     * After 1.e4 e5, bob breaks the link during the computation of alice's refused 2.e5 (her pawn is
     * blocked), and the link is found again {@code downMillis} later; alice then plays 2.d4 at once.
     * Returns what her clock lost over the two.
     */
    private long spentOnOurNextMoveAfterTheLinkWasDown(long downMillis) throws Exception {
        ComputationThreads computations = new ComputationThreads();
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        CountDownLatch searching = new CountDownLatch(2);
        CountDownLatch found = new CountDownLatch(1);
        Reconnector late = () -> {
            searching.countDown();
            found.await();
            return board.connect();
        };
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options().withReconnector(late),
                black.options().withReconnector(late));
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        p.openE4E5();
        ClockState before = p.aliceEvents.clocksAfter(2);

        aliceLink.arm();
        p.alice.submit(new Command.Play(Move.of(Square.parse("e4"), Square.parse("e5"))));
        aliceLink.awaitHeld();
        computations.awaitAllWaiting();
        p.links[1].close();
        aliceLink.release();
        searching.await();
        white.pass(downMillis);
        black.pass(downMillis);
        found.countDown();
        assertThat(p.aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(p.play(p.alice, "d2d4").verdict()).isEqualTo(Verdict.LEGAL);

        ClockState after = p.aliceEvents.clocksAfter(3);
        assertThat(p.bobEvents.clocksAfter(3)).isEqualTo(after);
        return before.remaining(Color.WHITE) - after.remaining(Color.WHITE);
    }
}
