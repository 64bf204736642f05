package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import org.junit.jupiter.api.Test;

/** The host's clocks, on a time source moved by hand: the host (white) measured, the guest (black) as reported. */
class GameClockTest {

    private long now = 1_000_000_000L;
    private final GameClock clock = new GameClock(TimeControl.parse("game/1"), () -> now, Color.BLACK);

    private void pass(long millis) {
        now += TimeUnit.MILLISECONDS.toNanos(millis);
    }

    @Test
    void theHostsPlayerIsChargedWhatTheHostMeasured() {
        clock.start();
        pass(4_000);
        assertThat(clock.moved(0, 0)).isEqualTo(4_000);
        assertThat(clock.state()).isEqualTo(new ClockState(56_000, 60_000, 1, 0));
        assertThat(clock.running()).isEqualTo(Color.BLACK);
    }

    @Test
    void theGuestIsChargedItsReportNotTheNetworkDelay() {
        clock.start();
        clock.moved(0, 0);
        pass(5_300);
        assertThat(clock.moved(5_000, 300)).isEqualTo(5_000);
        assertThat(clock.state().remaining(Color.BLACK)).isEqualTo(55_000);
    }

    @Test
    void aGuestReportFarBelowTheMeasurementIsChargedAtMostItsRoundTripMore() {
        clock.start();
        clock.commit();
        pass(40);
        clock.acknowledged(0);
        clock.moved(0, 0);
        pass(30_000);
        assertThat(clock.moved(1_000, 40)).isEqualTo(1_040);
    }

    @Test
    void theHostsOwnRoundTripBoundsTheOneTheGuestSigned() {
        clock.start();
        clock.commit();
        pass(30);
        clock.acknowledged(0);
        clock.moved(0, 0);
        pass(30_000);
        assertThat(clock.moved(1_000, 900)).isEqualTo(1_030);
    }

    @Test
    void aRoundTripTheHostNeverMeasuredCountsForNothing() {
        clock.start();
        clock.moved(0, 0);
        pass(30_000);
        assertThat(clock.moved(1_000, 40)).isEqualTo(1_000);
    }

    @Test
    void whatTheGuestsReportsLeaveUnaccountedMakesItsFlagFallSooner() {
        clock.start();
        clock.moved(0, 0);
        pass(20_000);
        clock.moved(0, 0);
        clock.moved(0, 0);
        assertThat(clock.unaccounted()).isEqualTo(20_000 - Charges.DELAY_ALLOWANCE_MILLIS);
        // The delay the game allowed is spent on that move; the next turn has a move's refill of it.
        pass(60_000 - 18_000 + Charges.DELAY_REFILL_MILLIS - 1);
        assertThat(clock.flagged()).isEqualTo(Color.NONE);
        pass(1);
        assertThat(clock.flagged()).isEqualTo(Color.BLACK);
    }

    @Test
    void anAttemptAfterTheHostsPlayerUsedItsTimeIsLate() {
        clock.start();
        pass(59_999);
        assertThat(clock.late(0, 0)).isFalse();
        pass(1);
        assertThat(clock.late(0, 0)).isTrue();
    }

    @Test
    void aGuestAttemptIsLateWhenItsOwnReportUsedItsTime() {
        clock.start();
        clock.moved(0, 0);
        pass(60_500);
        assertThat(clock.late(59_900, 0)).isFalse();
        assertThat(clock.late(60_000, 0)).isTrue();
    }

    @Test
    void theHostsPlayersFlagFallsWhenItsTimeIsUsed() {
        clock.start();
        pass(59_999);
        assertThat(clock.flagged()).isEqualTo(Color.NONE);
        assertThat(clock.nanosToFlag()).isEqualTo(TimeUnit.MILLISECONDS.toNanos(1));
        pass(1);
        assertThat(clock.flagged()).isEqualTo(Color.WHITE);
    }

    @Test
    void theGuestsFlagFallsOnlyAfterTheTolerance() {
        clock.start();
        clock.moved(0, 0);
        pass(60_000 + Charges.TOLERANCE_MILLIS - 1);
        assertThat(clock.flagged()).isEqualTo(Color.NONE);
        pass(1);
        assertThat(clock.flagged()).isEqualTo(Color.BLACK);
    }

    @Test
    void aForfeitStopsBothClocksWithTheFlaggedSideAtZero() {
        clock.start();
        pass(3_000);
        clock.moved(0, 0);
        pass(70_000);
        assertThat(clock.forfeit()).isEqualTo(new ClockState(57_000, 0, 1, 0));
        assertThat(clock.running()).isEqualTo(Color.NONE);
        assertThat(clock.nanosToFlag()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void aResumedClockRunsOnFromTheCommittedState() {
        clock.resume(new ClockState(10_000, 20_000, 7, 6), Color.BLACK);
        pass(1_000);
        clock.moved(1_000, 0);
        assertThat(clock.state()).isEqualTo(new ClockState(10_000, 19_000, 7, 7));
    }

    @Test
    void anUntimedClockNeverFlags() {
        GameClock untimed = new GameClock(TimeControl.UNTIMED, () -> now, Color.BLACK);
        untimed.start();
        pass(TimeUnit.DAYS.toMillis(3));
        assertThat(untimed.late(0, 0)).isFalse();
        assertThat(untimed.flagged()).isEqualTo(Color.NONE);
        assertThat(untimed.nanosToFlag()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void eachCommitmentKeepsTheStateItCovered() {
        clock.start();
        clock.commit();
        pass(2_000);
        clock.moved(0, 0);
        clock.commit();
        assertThat(clock.committed()).containsExactly("60000 60000 0 0", "58000 60000 1 0");
    }

    @Test
    void aRestoredClockGoesOnFromTheLastCommittedState() {
        clock.restore(List.of("60000 60000 0 0", "58000 60000 1 0"), Color.BLACK, false);
        pass(1_000);
        assertThat(clock.running()).isEqualTo(Color.BLACK);
        assertThat(clock.measuredMillis()).isEqualTo(1_000);
        assertThat(clock.state()).isEqualTo(new ClockState(58_000, 60_000, 1, 0));
    }

    @Test
    void aGuestReportThatLeavesTheMeasureUnexplainedIsToldToTheHostsPlayer() {
        clock.start();
        clock.moved(0, 0);
        pass(10_000);
        assertThat(clock.movedBy("bob", 1_000, 0)).isEqualTo("bob's reports leave 7 s of this host's measure"
                + " unaccounted for (beyond the round trips and the delay a game allows: 2 s, and 0.25 s more with each move): by this host's measure bob has 0:52"
                + " left");
    }

    @Test
    void anHonestGuestsReportIsNotRemarkedOn() {
        clock.start();
        clock.moved(0, 0);
        pass(10_050);
        assertThat(clock.movedBy("bob", 10_000, 60)).isNull();
    }
}
