package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two flag claims in one joint game (docs/joint-referee.md, "Two flags"): white's process claims
 * black's flag at ply 4 while black's claim of white's flag at ply 3, crossing white's move, is on
 * its way. Both processes and the audit read one rule, the claim at the lower ply first (white's at
 * one ply), from one place ({@link JointRecord#decidingFlag}). Until joint31 each process read its
 * own claim first and the audit white's, so the two records could end the game on different flags.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointFlagOrderTest {

    private static final String D = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    private static final String WHITES = D + D;
    private static final String BLACKS = D.replace('0', 'f') + D;

    @Test
    void bothProcessesTakeTheClaimAtTheLowerPlyWhoeverSentIt() {
        JointRecord r = record(List.of(new JointMessage.Flag(0, 4, Color.BLACK, WHITES)),
                List.of(new JointMessage.Flag(0, 3, Color.WHITE, BLACKS)));

        assertThat(log(Color.WHITE, r).flag().ply()).as("white's process").isEqualTo(3);
        assertThat(log(Color.BLACK, r).flag().ply()).as("black's process").isEqualTo(3);
        assertThat(r.decidingFlag().ply()).as("the audit").isEqualTo(3);
    }

    @Test
    void atOnePlyBothProcessesTakeWhitesClaim() {
        JointRecord r = record(List.of(new JointMessage.Flag(0, 3, Color.WHITE, WHITES)),
                List.of(new JointMessage.Flag(0, 3, Color.WHITE, BLACKS)));

        assertThat(log(Color.WHITE, r).flag().signature()).as("white's process").isEqualTo(WHITES);
        assertThat(log(Color.BLACK, r).flag().signature()).as("black's process").isEqualTo(WHITES);
        assertThat(r.decidingFlag().signature()).as("the audit").isEqualTo(WHITES);
    }

    @Test
    void aClaimAtAnEarlierPlyTakenAfterOurOwnDecidesOurGameAsTheAuditReadsIt() throws Exception {
        HandTicker white = new HandTicker();
        // Bob's process, once its game has ended on alice's claim, sends the claim an honest process
        // sends in the race: white's flag at ply 0, against the move that crossed it.
        LyingJointPlayer game = new LyingJointPlayer(Wishes.none().withJoint(Wish.ON).withRuleSet("wolfe")
                .withTime("game/1"), white.options().withRevealWait(20_000), (setup, link, agreed, player, options) ->
                new JointSession(setup, link, agreed.terms(), agreed.agreement(), player, options) {
                    @Override
                    void sendReveal() {
                        sendJoint(new JointMessage.Flag(log().nextSeq(), 0, Color.WHITE,
                                sign(JointStatements.flag(gameId, colour, 0, Color.WHITE))));
                        super.sendReveal();
                    }
                });
        // Alice moves with 1.5 s left, then claims bob's flag by her measure at ply 1.
        white.pass(58_500);
        game.play(game.alice, "e2e4");
        game.awaitTurn(game.bob);
        white.pass(70_000);
        game.alice.submit(new Command.Talk("your flag"));

        Event.Over over = game.aliceEvents.next(Event.Over.class);
        assertThat(over.result()).isEqualTo("0-1");
        assertThat(over.reason()).startsWith("alice ran out of time");
        assertThat(over.auditPassed()).as(over.audit()).isTrue();
    }

    private static JointRecord record(List<Message.Joint> white, List<Message.Joint> black) {
        return new JointRecord(white, black, List.of(),
                new JointSecrets(List.of(), List.of(), List.of(), List.of(), null, 0, 0, null));
    }

    private static JointLog log(int colour, JointRecord r) {
        JointLog log = new JointLog(colour, D.substring(0, 32));
        log.restore(r, List.of());
        return log;
    }
}
