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
 * A peer that stops reading holds our sends outside a question's span too (docs/joint-referee.md,
 * "Who pays for the computation"): bob reads nothing for 30 s as alice's signed answer to her
 * refused question goes out (her worker blocks in its send, as a socket write does once the buffers
 * are full, and a peer that reads just enough to finish each write within the connection's minute
 * can do so with every send). Her next command waits behind the send, so her next signed think held
 * the 30 s (clock28).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointHeldAnswerTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    @Test
    void theTimeOurAnswerIsHeldOnOurTurnIsNotPaidByOurNextThink() throws Exception {
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options(), black.options());
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        p.openE4E5();
        ClockState before = p.aliceEvents.clocksAfter(2);

        // Alice's 2.e5 is refused (her pawn is blocked); her signed answer to it waits 30 s in her send.
        aliceLink.arm(m -> m instanceof JointMessage.Answer);
        p.alice.submit(new Command.Play(Move.of(Square.parse("e4"), Square.parse("e5"))));
        aliceLink.awaitHeld();
        white.pass(30_000);
        black.pass(30_000);
        aliceLink.release();
        assertThat(p.aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(p.play(p.alice, "d2d4").verdict()).isEqualTo(Verdict.LEGAL);

        ClockState after = p.aliceEvents.clocksAfter(3);
        // Her own part of two computations is all her think holds (30000 before).
        assertThat(before.remaining(Color.WHITE) - after.remaining(Color.WHITE)).isLessThan(2_000);
    }
}
