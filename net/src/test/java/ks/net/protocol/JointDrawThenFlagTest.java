package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.referee.Verdict;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Alice (white) accepts bob's draw offer on bob's turn; bob's move at that ply, asked as if he had
 * not yet learnt of the end, is still computed, so the game reaches a ply after the end with alice
 * to move, and bob's modified process claims her flag there. Her clock never ran at that ply: the
 * draw stands and her audit names bob (it passed, with her record rewritten to a loss on time,
 * before the lead's mend from the review of joint31).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointDrawThenFlagTest {

    @Test
    void aClaimAtAPlyAfterADrawAcceptedOnTheOthersTurnLeavesTheDrawAndIsNamed() throws Exception {
        LyingJointPlayer game = new LyingJointPlayer(Wishes.none().withJoint(Wish.ON).withRuleSet("wolfe")
                .withTime("game/1"), SessionOptions.defaults().withRevealWait(20_000),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendReveal() {
                        sendJoint(new JointMessage.Flag(log().nextSeq(), plies(), Color.WHITE,
                                sign(JointStatements.flag(gameId, colour, plies(), Color.WHITE))));
                        super.sendReveal();
                    }
                });
        assertThat(game.play(game.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        game.awaitTurn(game.bob);
        game.bob.submit(new Command.OfferDraw());
        TcpGame.noteStartingWith(game.aliceEvents, "bob offers a draw");
        // Bob's worker held: his move is queued before alice's acceptance reaches him (an honest crossing).
        EventQueue.Hold bobBusy = game.bobEvents.holdOnNext(Event.Said.class);
        game.alice.submit(new Command.Talk("thinking"));
        bobBusy.awaitHeld();
        game.bob.submit(new Command.Play(Entries.move("e7e5")));
        game.alice.submit(new Command.OfferDraw());
        Poll.until("alice's acceptance queued behind bob's move", Duration.ofSeconds(60), Duration.ofMillis(5),
                game.bob::waitingInputs, n -> n >= 2);
        bobBusy.release();

        Event.Over a = game.aliceEvents.next(Event.Over.class);
        assertThat(a.result()).isEqualTo("1/2-1/2");
        assertThat(a.audit()).startsWith("Audit: FAILED")
                .contains("bob claimed your time out at ply 2, after the game had ended, where your clock never ran");
    }
}
