package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import org.junit.jupiter.api.Test;

/**
 * The rules of a joint game's clocks (docs/joint-referee.md, "Clocks") on one process's
 * {@link JointClock}, white's, and the audit's {@link JointClockAudit}, on a time source moved by
 * hand: who pays for a computation, when a flag falls by whose measure, what a claim is checked
 * against, and what the audit names.
 */
class JointClockRulesTest {

    private static final TimeControl GAME_ONE = TimeControl.parse("game/1");
    private final HandTicker time = new HandTicker();
    private final JointClock clock = new JointClock(GAME_ONE, time, Color.WHITE);

    private static final String COMMITMENT = "00".repeat(32);
    private static final String SIGNATURE = "00".repeat(64);

    private static JointMessage.Ask ask(int number, Long think) {
        return new JointMessage.Ask(0, number, 0, "try", COMMITMENT, SIGNATURE, think);
    }

    @Test
    void theMoversClockStopsWhileItsProcessWaitsForTheOthersPartOfAComputation() {
        clock.start(ClockState.start(GAME_ONE), Color.WHITE);
        time.pass(1_000);
        clock.computing();
        time.pass(9_000);
        clock.computed(TimeUnit.MILLISECONDS.toNanos(8_500));
        assertThat(clock.think()).isEqualTo(1_000 + 500);
    }

    @Test
    void theOthersMeasureOfTheMoverLeavesOutItsOwnPartOfAComputation() {
        clock.start(ClockState.start(GAME_ONE), Color.BLACK);
        time.pass(1_000);
        clock.computing();
        time.pass(9_000);
        // White's own process computed (or held back) for 8.5 s of the 9: that is not black's time.
        clock.computed(TimeUnit.MILLISECONDS.toNanos(500));
        assertThat(clock.late(1_500)).isFalse();
        assertThat(clock.moved(Color.BLACK, 1_500, "bob")).isNull();
        assertThat(clock.state().remaining(Color.BLACK)).isEqualTo(58_500);
    }

    @Test
    void aLegalMoveIsChargedTheThinkItsPlayerSigned() {
        clock.start(ClockState.start(GAME_ONE), Color.WHITE);
        time.pass(4_000);
        clock.moved(Color.WHITE, 3_000, "alice");
        assertThat(clock.state()).isEqualTo(new ClockState(57_000, 60_000, 1, 0));
        assertThat(clock.running()).isEqualTo(Color.BLACK);
    }

    @Test
    void ourOwnFlagFallsWhenOurTimeIsUsedUp() {
        clock.start(ClockState.start(GAME_ONE), Color.WHITE);
        time.pass(59_999);
        assertThat(clock.ownTimeUsedUp()).isFalse();
        time.pass(1);
        assertThat(clock.ownTimeUsedUp()).isTrue();
        assertThat(clock.flagged()).isEqualTo(Color.WHITE);
    }

    @Test
    void theOthersFlagFallsByOurMeasureTheToleranceAfterItsTime() {
        clock.start(ClockState.start(GAME_ONE), Color.BLACK);
        time.pass(60_000 + Charges.TOLERANCE_MILLIS - 1);
        assertThat(clock.flagged()).isEqualTo(Color.NONE);
        time.pass(1);
        assertThat(clock.flagged()).isEqualTo(Color.BLACK);
    }

    @Test
    void aQuestionWhoseSignedThinkUsesUpTheOthersTimeIsLate() {
        clock.start(ClockState.start(GAME_ONE), Color.BLACK);
        time.pass(10_000);
        assertThat(clock.late(60_000)).isTrue();
        assertThat(clock.late(10_000)).isFalse();
    }

    @Test
    void whatTheOthersReportsLeaveUnexplainedBringsItsFlagForward() {
        clock.start(ClockState.start(GAME_ONE), Color.BLACK);
        time.pass(25_000);
        String line = clock.moved(Color.BLACK, 0, "bob");
        assertThat(line).startsWith("bob's reports leave 23 s of your process's measure unaccounted for");
        assertThat(clock.state().remaining(Color.BLACK)).isEqualTo(60_000);
        clock.moved(Color.WHITE, 0, "alice");
        time.pass(60_000 - 23_000 + Charges.TOLERANCE_MILLIS);
        assertThat(clock.flagged()).isEqualTo(Color.BLACK);
    }

    @Test
    void aClaimAgainstUsIsBorneOutWithinTheToleranceAndNamedBeyondIt() {
        clock.start(ClockState.start(GAME_ONE), Color.WHITE);
        time.pass(58_000);
        assertThat(clock.claimAgainstUs("bob")).isNull();
        JointClock early = new JointClock(GAME_ONE, time, Color.WHITE);
        early.start(ClockState.start(GAME_ONE), Color.WHITE);
        time.pass(30_000);
        assertThat(early.claimAgainstUs("bob")).isEqualTo("bob claimed your time out with 30000 ms left on your own clock");
    }

    @Test
    void aClaimAgainstUsAllowsWhatOurOwnTimeAfterOurSignedThinkLeftUnaccountedAsTheOthersMeasureDoes() {
        clock.start(ClockState.start(GAME_ONE), Color.WHITE);
        assertThat(clock.think()).isZero();
        clock.computing();
        // Our own part of the move's computation (a slow save, a loaded machine): 10 s, no wait for the other.
        time.pass(10_000);
        clock.computed(0);
        clock.moved(Color.WHITE, 0, "alice");
        clock.moved(Color.BLACK, 0, "bob");
        // The other's measure holds 8 s of it unaccounted (beyond the 2 s a game allows): so does ours.
        time.pass(60_000 - 10_001);
        assertThat(clock.claimAgainstUs("bob")).isEqualTo("bob claimed your time out with 10001 ms left on your own clock");
        time.pass(1);
        assertThat(clock.claimAgainstUs("bob")).isNull();
    }

    @Test
    void aClaimAgainstUsCountingTheTimeWeWaitedForTheOtherIsNamed() {
        clock.start(ClockState.start(GAME_ONE), Color.WHITE);
        clock.computing();
        // The other held its part of our move's computation back 10 s: not our time, on no account of ours.
        time.pass(10_000);
        clock.computed(TimeUnit.MILLISECONDS.toNanos(10_000));
        clock.moved(Color.WHITE, 0, "alice");
        clock.moved(Color.BLACK, 0, "bob");
        time.pass(60_000 - 8_000 + 250);
        assertThat(clock.claimAgainstUs("bob")).isEqualTo("bob claimed your time out with 7750 ms left on your own clock");
    }

    @Test
    void anUntimedGameNeverFlagsAndSignsNoThink() {
        JointClock untimed = new JointClock(TimeControl.parse("untimed"), time, Color.WHITE);
        untimed.start(ClockState.start(TimeControl.parse("untimed")), Color.WHITE);
        time.pass(TimeUnit.DAYS.toMillis(1));
        assertThat(untimed.think()).isNull();
        assertThat(untimed.nanosToFlag()).isEqualTo(Long.MAX_VALUE);
        assertThat(untimed.shown()).isNull();
    }

    @Test
    void theAuditReplaysTheClocksFromTheSignedThinks() {
        JointClockAudit audit = new JointClockAudit(GAME_ONE);
        assertThat(audit.moved(0, Color.WHITE, ask(1, 3_000L))).isNull();
        assertThat(audit.moved(1, Color.BLACK, ask(2, 5_000L))).isNull();
        assertThat(audit.state()).isEqualTo(new ClockState(57_000, 55_000, 1, 1));
    }

    @Test
    void theAuditNamesAMoveSignedAfterItsFlagFell() {
        JointClockAudit audit = new JointClockAudit(GAME_ONE);
        assertThat(audit.moved(0, Color.WHITE, ask(1, 61_000L))).isEqualTo("white signed 61000 ms of thought for its"
                + " move at ply 0 with 60000 ms on its clock: it moved after its flag fell");
    }

    @Test
    void theAuditNamesAQuestionWithoutAThinkInATimedGameAndOneWithAThinkInAnUntimedGame() {
        assertThat(new JointClockAudit(GAME_ONE).signedAsTimed(ask(3, null), "bob"))
                .isEqualTo("bob's question 3 carries no thinking time in a timed game");
        assertThat(new JointClockAudit(TimeControl.parse("untimed")).signedAsTimed(ask(3, 5L), "bob"))
                .isEqualTo("bob's question 3 carries a thinking time in an untimed game");
    }

    @Test
    void aTimeForfeitMustFallOnTheSideToMoveWithTheResultTheBoardGives() {
        ks.engine.Position start = ks.engine.Position.startpos();
        JointMessage.Flag againstBlack = new JointMessage.Flag(0, 1, Color.BLACK, SIGNATURE);
        assertThat(JointClockAudit.timeOut(againstBlack, 1, Color.BLACK, start, "1-0")).isNull();
        assertThat(JointClockAudit.timeOut(againstBlack, 1, Color.BLACK, start, "1/2-1/2"))
                .isEqualTo("a time forfeit by black here is 1-0, not 1/2-1/2");
        assertThat(JointClockAudit.timeOut(againstBlack, 3, Color.BLACK, start, "1-0"))
                .startsWith("a flag against black at ply 1 ended a game whose last ply is 3");
        assertThat(JointClockAudit.timeOut(againstBlack, 1, Color.WHITE, start, "1-0"))
                .startsWith("a flag against black at ply 1 ended a game whose last ply is 1, with white to move");
    }

    @Test
    void aTimeForfeitMayBeFollowedByTheFlaggedSidesMoveThatCrossedTheClaim() {
        JointMessage.Flag againstBlack = new JointMessage.Flag(0, 1, Color.BLACK, SIGNATURE);
        assertThat(JointClockAudit.timeOut(againstBlack, 2, Color.WHITE, ks.engine.Position.startpos(), "1-0")).isNull();
    }
}
