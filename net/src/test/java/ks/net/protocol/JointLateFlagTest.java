package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A flag claimed by a modified process once the game has ended (docs/joint-referee.md, "Who learns
 * what, and what a cheat can do"): the first flag decides a game the board did not end, so such a
 * claim rewrote the other's end or failed its audit without naming anyone. Now one an honest
 * process never sends stops the game naming the sender, and a claim against the honest side is
 * judged by its clock as it stood at the end.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointLateFlagTest {

    @Test
    void aFlagClaimedAfterAResignationInAnUntimedGameStopsTheGameInsteadOfRewritingItsEnd() throws Exception {
        // Before: alice's record said "alice ran out of time", and its audit passed.
        LyingJointPlayer game = bobClaimsAFlagBeforeItsReveal(untimed(), Color.WHITE);
        twoPlies(game);
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.reason()).isEqualTo("you stopped the game: bob claimed a flag against white at ply 2 in an"
                + " untimed game");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aFlagClaimedByTheSideThatResignedStopsTheGameNamingIt() throws Exception {
        // Before: alice's won game failed its audit ("a time forfeit by white here is 0-1, not 1-0"), naming nobody.
        LyingJointPlayer game = bobClaimsAFlagBeforeItsReveal(timed(), Color.WHITE);
        twoPlies(game);
        game.bob.submit(new Command.Resign(false));
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).isEqualTo("you stopped the game: bob claimed a flag against white at ply 2 after"
                + " the game had ended (bob resigned)");
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 2: bob claimed a flag against white at ply 2 after"
                + " the game had ended (bob resigned)");
    }

    @Test
    void aFlagClaimedAgainstAResignationMadeWithTimeLeftFailsTheAuditNamingTheClaimer() throws Exception {
        // Before: alice's record said "alice ran out of time" with most of her minute left, and its audit passed.
        LyingJointPlayer game = bobClaimsAFlagBeforeItsReveal(timed(), Color.WHITE);
        twoPlies(game);
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.audit()).startsWith("Audit: FAILED: bob claimed your time out with ")
                .endsWith(" ms left on your own clock");
    }

    @Test
    void aFlagClaimedOutOfTurnAfterTheEndStopsTheGame() throws Exception {
        LyingJointPlayer game = bobClaimsAFlagBeforeItsReveal(timed(), Color.BLACK);
        twoPlies(game);
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.reason()).isEqualTo("you stopped the game: bob claimed a flag against black at ply 2 out of"
                + " turn after the game had ended (alice resigned)");
        assertThat(over.auditPassed()).isFalse();
    }

    @Test
    void aFlagClaimedAgainstTheMatedSideStopsTheGameInsteadOfRewritingTheMate() throws Exception {
        // Before the board's end was told apart, alice's record said "alice ran out of time" for a mate.
        LyingJointPlayer game = bobClaimsAFlagBeforeItsReveal(timed(), Color.WHITE);
        game.play(game.alice, "f2f3");
        game.awaitTurn(game.bob);
        game.play(game.bob, "e7e5");
        game.awaitTurn(game.alice);
        game.play(game.alice, "g2g4");
        game.awaitTurn(game.bob);
        game.play(game.bob, "d8h4");
        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.reason()).startsWith("you stopped the game: bob claimed a flag against white at ply 4 out of"
                + " turn after the game had ended (");
        assertThat(over.auditPassed()).isFalse();
    }

    private static void twoPlies(LyingJointPlayer game) throws InterruptedException {
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        game.play(game.bob, "e7e5");
        game.awaitTurn(game.alice);
    }

    private static Wishes untimed() {
        return Wishes.none().withJoint(Wish.ON).withRuleSet("wolfe");
    }

    private static Wishes timed() {
        return untimed().withTime("game/1");
    }

    /** Bob's process, modified so that once the game is over it claims a flag against {@code against}, then reveals. */
    private static LyingJointPlayer bobClaimsAFlagBeforeItsReveal(Wishes wishes, int against) throws Exception {
        return new LyingJointPlayer(wishes, SessionOptions.defaults().withRevealWait(20_000),
                (setup, link, agreed, player, options) -> new JointSession(setup, link, agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    void sendReveal() {
                        sendJoint(new JointMessage.Flag(log().nextSeq(), plies(), against,
                                sign(JointStatements.flag(gameId, colour, plies(), against))));
                        super.sendReveal();
                    }
                });
    }
}
