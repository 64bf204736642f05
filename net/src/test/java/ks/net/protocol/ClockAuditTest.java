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

    /** Black's attempt signed as {@code think} ms of thought with a round trip of {@code lag} ms. */
    private static Message.Try signed(long think, long lag) {
        return new Message.Try(1, "e7e5", "beef", think, lag);
    }

    @Test
    void aMoveChargedAsSignedPasses() {
        ClockState after = START.afterMove(FISCHER, Color.BLACK, 4_000);
        assertThat(new ClockAudit(FISCHER).move(START, after, Color.BLACK, signed(4_000, 0))).isNull();
    }

    @Test
    void aChargeWithinTheSignedRoundTripOverTheSignedThoughtPasses() {
        ClockState after = START.afterMove(FISCHER, Color.BLACK, 4_120);
        assertThat(new ClockAudit(FISCHER).move(START, after, Color.BLACK, signed(4_000, 120))).isNull();
    }

    @Test
    void aChargeBeyondTheSignedRoundTripIsNamed() {
        ClockState after = START.afterMove(FISCHER, Color.BLACK, 4_121);
        assertThat(new ClockAudit(FISCHER).move(START, after, Color.BLACK, signed(4_000, 120)))
                .isEqualTo("the host charged black 4121 ms for a move it signed as 4000 ms of thought, more than"
                        + " the 120 ms its round trips allow over it");
    }

    @Test
    void aRoundTripCountsForNoMoreThanTheTolerance() {
        ClockState after = START.afterMove(FISCHER, Color.BLACK, 4_001 + Charges.TOLERANCE_MILLIS);
        assertThat(new ClockAudit(FISCHER).move(START, after, Color.BLACK, signed(4_000, 60_000)))
                .isEqualTo("the host charged black 6001 ms for a move it signed as 4000 ms of thought, more than"
                        + " the 2000 ms its round trips allow over it");
    }

    @Test
    void chargesOverTheSignedThoughtBeyondTheGamesAllowanceAreNamedAtTheMoveThatPassesIt() {
        TimeControl fiveMinutes = TimeControl.parse("game/5");
        ClockAudit audit = new ClockAudit(fiveMinutes);
        ClockState before = ClockState.start(fiveMinutes);
        for (int move = 1; move <= 5; move++) {
            ClockState after = before.afterMove(fiveMinutes, Color.BLACK, 1_000 + 500);
            String wrong = audit.move(before, after, Color.BLACK, signed(1_000, 600));
            if (move <= 4) {
                assertThat(wrong).isNull();
            } else {
                assertThat(wrong).isEqualTo("the host has charged black 2500 ms over its signed thinking times by"
                        + " this move, more than the 2000 ms a game allows");
            }
            before = after;
        }
    }

    @Test
    void anAttemptSignedWithoutARoundTripKeepsTheOldTolerance() {
        ClockState within = START.afterMove(FISCHER, Color.BLACK, 4_000 + Charges.TOLERANCE_MILLIS);
        assertThat(new ClockAudit(FISCHER).move(START, within, Color.BLACK,
                new Message.Try(1, "e7e5", "beef", 4_000L))).isNull();
        ClockState beyond = START.afterMove(FISCHER, Color.BLACK, 4_001 + Charges.TOLERANCE_MILLIS);
        assertThat(new ClockAudit(FISCHER).move(START, beyond, Color.BLACK,
                new Message.Try(1, "e7e5", "beef", 4_000L)))
                .isEqualTo("the host charged black 6001 ms for a move it signed as 4000 ms of thought (more than"
                        + " 2000 ms over)");
    }

    @Test
    void aDailyMoveSetsTheMoversClockBackToTwentyFourHours() {
        ClockState start = ClockState.start(TimeControl.DAILY);
        ClockState after = start.afterMove(TimeControl.DAILY, Color.BLACK, 5 * 3_600_000L);
        assertThat(new ClockAudit(TimeControl.DAILY).move(start, after, Color.BLACK, signed(0, 0))).isNull();
    }

    @Test
    void aDailyClockNotSetBackIsNamed() {
        ClockState start = ClockState.start(TimeControl.DAILY);
        ClockState after = new ClockState(86_400_000, 80_000_000, 0, 1);
        assertThat(new ClockAudit(TimeControl.DAILY).move(start, after, Color.BLACK, signed(0, 0)))
                .isEqualTo("black's clock went from 86400000 86400000 0 0 to 86400000 80000000 0 1, not back to"
                        + " 24 hours for the next move");
    }

    @Test
    void theHostsOwnMovesAreChargedWhateverItMeasured() {
        ClockState after = START.afterMove(FISCHER, Color.WHITE, 100_000);
        assertThat(new ClockAudit(FISCHER).move(START, after, Color.WHITE, null)).isNull();
    }

    @Test
    void aClockThatGainedMoreThanTheIncrementIsNamed() {
        ClockState after = new ClockState(310_000, 300_000, 1, 0);
        assertThat(new ClockAudit(FISCHER).move(START, after, Color.WHITE, null))
                .contains("which no move under 5+3 gives");
    }

    @Test
    void touchingTheOtherClockIsNamed() {
        ClockState after = new ClockState(303_000, 299_000, 1, 0);
        assertThat(new ClockAudit(FISCHER).move(START, after, Color.WHITE, null))
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
