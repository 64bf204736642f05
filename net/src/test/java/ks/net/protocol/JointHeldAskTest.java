package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.Charges;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A watcher that stops reading as our question goes out holds our process in its send, inside the
 * question's span on the clocks (docs/joint-referee.md, "Who pays for the computation"): bob reads
 * nothing for 30 s as alice's legal question leaves (her worker blocks in its send, as a socket
 * write does once the buffers are full), then counts the 30 s as hers and claims her flag 28 s
 * early. The time her send was held is a wait for bob, in no account of hers, so her check names
 * the claim; it used to be her own time after her think, in her account of herself, and the claim
 * passed (round 27).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointHeldAskTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    @Test
    void aWatcherThatStopsReadingAsOurLegalQuestionGoesOutAndClaimsOnItIsNamed() throws Exception {
        HeldSend.Game game = HeldSend.Game.oneMinute(white.options(), black.options());
        Pair p = game.pair();
        HeldSend aliceLink = game.aliceLink();
        p.openE4E5();
        // Alice's question 2.d4 (her think: 0 ms) waits 30 s in her send.
        aliceLink.arm(m -> m instanceof JointMessage.Ask);
        p.alice.submit(new Command.Play(Move.of(Square.parse("d2"), Square.parse("d4"))));
        aliceLink.awaitHeld();
        white.pass(30_000);
        black.pass(30_000);
        aliceLink.release();
        assertThat(p.aliceEvents.next(Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d7d5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        white.pass(60_000 - 28_000 + 250);
        black.pass(60_000 + Charges.TOLERANCE_MILLIS);
        p.bob.submit(new Command.Talk("your clock"));

        Event.Over a = p.aliceEvents.next(Event.Over.class);
        assertThat(a.audit()).isEqualTo("Audit: FAILED: bob claimed your time out with 27750 ms left on your own clock");
    }
}
