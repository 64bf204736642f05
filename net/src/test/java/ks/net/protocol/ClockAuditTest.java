package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import org.junit.jupiter.api.Test;

/** The audit's checks of committed clock states and of a time forfeit. */
class ClockAuditTest {

    private static final TimeControl FISCHER = TimeControl.parse("5+3");
    private static final ClockState START = ClockState.start(FISCHER);

    @Test
    void clocksThatStartFullPass() {
        assertThat(ClockAudit.opening(FISCHER, START)).isNull();
    }

    @Test
    void clocksThatStartShortAreNamed() {
        assertThat(ClockAudit.opening(FISCHER, new ClockState(300_000, 200_000, 0, 0)))
                .isEqualTo("the clocks did not start at 5+3 each (committed 300000 200000 0 0)");
    }

    @Test
    void aMoveChargedWithinTheGuestsReportPasses() {
        ClockState after = START.afterMove(FISCHER, Color.BLACK, 4_000 + Charges.TOLERANCE_MILLIS);
        assertThat(ClockAudit.move(FISCHER, START, after, Color.BLACK, 4_000)).isNull();
    }

    @Test
    void aChargeBeyondTheGuestsSignedTimeAndTheToleranceIsNamed() {
        ClockState after = START.afterMove(FISCHER, Color.BLACK, 4_001 + Charges.TOLERANCE_MILLIS);
        assertThat(ClockAudit.move(FISCHER, START, after, Color.BLACK, 4_000))
                .isEqualTo("the host charged black 6001 ms for a move it signed as 4000 ms of thought (more than"
                        + " 2000 ms over)");
    }

    @Test
    void aDailyMoveSetsTheMoversClockBackToTwentyFourHours() {
        ClockState start = ClockState.start(TimeControl.DAILY);
        ClockState after = start.afterMove(TimeControl.DAILY, Color.BLACK, 5 * 3_600_000L);
        assertThat(ClockAudit.move(TimeControl.DAILY, start, after, Color.BLACK, 0)).isNull();
    }

    @Test
    void aDailyClockNotSetBackIsNamed() {
        ClockState start = ClockState.start(TimeControl.DAILY);
        ClockState after = new ClockState(86_400_000, 80_000_000, 0, 1);
        assertThat(ClockAudit.move(TimeControl.DAILY, start, after, Color.BLACK, 0)).isEqualTo("black's clock went"
                + " from 86400000 86400000 0 0 to 86400000 80000000 0 1, not back to 24 hours for the next move");
    }

    @Test
    void theHostsOwnMovesAreChargedWhateverItMeasured() {
        ClockState after = START.afterMove(FISCHER, Color.WHITE, 100_000);
        assertThat(ClockAudit.move(FISCHER, START, after, Color.WHITE, -1)).isNull();
    }

    @Test
    void aClockThatGainedMoreThanTheIncrementIsNamed() {
        ClockState after = new ClockState(310_000, 300_000, 1, 0);
        assertThat(ClockAudit.move(FISCHER, START, after, Color.WHITE, -1)).contains("which no move under 5+3 gives");
    }

    @Test
    void touchingTheOtherClockIsNamed() {
        ClockState after = new ClockState(303_000, 299_000, 1, 0);
        assertThat(ClockAudit.move(FISCHER, START, after, Color.WHITE, -1))
                .isEqualTo("black's clock changed on white's move");
    }

    @Test
    void aForfeitOfTheSideToMoveWithOtherMenLeftIsALoss() {
        assertThat(ClockAudit.forfeit(Position.startpos(), Color.WHITE, Color.WHITE, "0-1")).isNull();
        assertThat(ClockAudit.forfeit(Position.startpos(), Color.WHITE, Color.WHITE, "1/2-1/2"))
                .isEqualTo("a time forfeit by white here is 0-1, not 1/2-1/2");
    }

    @Test
    void aForfeitAgainstALoneKingIsADraw() {
        Position lone = Position.fromFen("4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 40");
        assertThat(ClockAudit.forfeit(lone, Color.WHITE, Color.WHITE, "1/2-1/2")).isNull();
    }

    @Test
    void aForfeitOfTheSideNotToMoveIsNamed() {
        assertThat(ClockAudit.forfeit(Position.startpos(), Color.WHITE, Color.BLACK, "1-0"))
                .isEqualTo("the host declared black's time out while white was to move");
    }

    @Test
    void theGuestAcceptsAForfeitItsOwnClockAgreesWithWithinTheTolerance() {
        assertThat(ClockAudit.ownForfeit(60_000, 58_500)).isNull();
        assertThat(ClockAudit.ownForfeit(60_000, 50_000))
                .isEqualTo("the host declared your time out with 10000 ms left on your own clock");
    }
}
