package ks.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.Color;
import org.junit.jupiter.api.Test;

/** The clocks run on a hand-moved time source: no test sleeps. */
class ClockTest {

    /** A nanosecond time source that moves only when told. */
    private static final class HandTime {
        long nanos = 123_456_789L; // any origin: only differences count

        long now() {
            return nanos;
        }

        void pass(long millis) {
            nanos += millis * 1_000_000L;
        }
    }

    private final HandTime time = new HandTime();

    private Clock clock(String control) {
        Clock c = new Clock(TimeControl.parse(control), time::now);
        c.start(Color.WHITE);
        return c;
    }

    @Test
    void onlyTheSideToMoveLosesTime() {
        Clock c = clock("game/5");
        time.pass(7_000);
        assertThat(c.remainingMillis(Color.WHITE)).isEqualTo(293_000);
        assertThat(c.remainingMillis(Color.BLACK)).isEqualTo(300_000);
        assertThat(c.moved()).isEqualTo(7_000);
        time.pass(2_500);
        assertThat(c.remainingMillis(Color.WHITE)).isEqualTo(293_000);
        assertThat(c.remainingMillis(Color.BLACK)).isEqualTo(297_500);
        assertThat(c.running()).isEqualTo(Color.BLACK);
    }

    @Test
    void timeSpentOnRejectedAttemptsCountsBecauseOnlyALegalMoveStopsTheClock() {
        Clock c = clock("game/5");
        time.pass(4_000); // an illegal attempt
        time.pass(3_000); // an impossible one
        time.pass(5_000); // the legal move
        assertThat(c.moved()).isEqualTo(12_000);
        assertThat(c.state().whiteMillis()).isEqualTo(288_000);
    }

    @Test
    void aReportedThinkingTimeIsChargedInsteadOfTheMeasuredOne() {
        Clock c = clock("game/5");
        time.pass(9_000); // 2 s of it was the network
        c.moved(7_000);
        assertThat(c.state().whiteMillis()).isEqualTo(293_000);
    }

    @Test
    void runningOutOfTimeRaisesTheFlagOfTheSideToMove() {
        Clock c = clock("game/1");
        time.pass(59_999);
        assertThat(c.flagged()).isEqualTo(Color.NONE);
        assertThat(c.millisToFlag()).isEqualTo(1);
        time.pass(1);
        assertThat(c.flagged()).isEqualTo(Color.WHITE);
        assertThat(c.remainingMillis(Color.WHITE)).isZero();
    }

    @Test
    void aMoveMadeAfterTheFlagFellDoesNotCountAndStopsBothClocks() {
        Clock c = clock("1+10");
        time.pass(61_000);
        c.moved();
        assertThat(c.flagged()).isEqualTo(Color.WHITE);
        assertThat(c.state().whiteMillis()).isZero();
        assertThat(c.state().whiteMoves()).isZero();
        assertThat(c.running()).isEqualTo(Color.NONE);
    }

    @Test
    void fischerAddsTheIncrementAfterTheMoveNotBefore() {
        Clock c = clock("1+5");
        time.pass(20_000);
        c.moved();
        assertThat(c.state().whiteMillis()).isEqualTo(45_000);
        time.pass(1_000);
        c.moved();
        time.pass(45_000);
        assertThat(c.flagged()).isEqualTo(Color.WHITE);
    }

    @Test
    void underNSlashKTheRemainderOfAPeriodIsCarriedIntoTheNext() {
        Clock c = clock("2/1");
        assertThat(c.movesLeftInPeriod(Color.WHITE)).isEqualTo(2);
        time.pass(600_000);
        c.moved(); // white 1
        assertThat(c.movesLeftInPeriod(Color.WHITE)).isEqualTo(1);
        c.moved(); // black 1, no time
        time.pass(600_000);
        c.moved(); // white 2: 40 minutes left, plus the next hour
        assertThat(c.state().whiteMillis()).isEqualTo(40 * 60_000L + 3_600_000L);
        assertThat(c.movesLeftInPeriod(Color.WHITE)).isEqualTo(2);
        assertThat(c.movesLeftInPeriod(Color.BLACK)).isEqualTo(1);
    }

    @Test
    void underNSlashKNotMakingTheNMovesInTimeLoses() {
        Clock c = clock("2/1");
        c.moved(); // white 1
        c.moved(); // black 1
        time.pass(3_600_000);
        assertThat(c.flagged()).isEqualTo(Color.WHITE);
        assertThat(c.movesLeftInPeriod(Color.WHITE)).isEqualTo(1);
    }

    @Test
    void untimedClocksNeverFall() {
        Clock c = clock("untimed");
        time.pass(1_000_000_000L);
        assertThat(c.flagged()).isEqualTo(Color.NONE);
        assertThat(c.millisToFlag()).isEqualTo(Long.MAX_VALUE);
        c.moved();
        assertThat(c.state().whiteMoves()).isEqualTo(1);
        assertThat(c.movesLeftInPeriod(Color.WHITE)).isEqualTo(-1);
    }

    @Test
    void stoppingChargesTheSideToMoveWhatItThoughtSoFar() {
        Clock c = clock("game/5");
        time.pass(30_000);
        c.stop();
        time.pass(30_000);
        assertThat(c.state().whiteMillis()).isEqualTo(270_000);
        assertThat(c.remainingMillis(Color.WHITE)).isEqualTo(270_000);
        assertThat(c.running()).isEqualTo(Color.NONE);
    }

    @Test
    void aDisplayTakesOverTheHostsStateAndRunsOnFromThere() {
        Clock c = new Clock(TimeControl.parse("game/5"), time::now);
        c.set(new ClockState(100_000, 200_000, 3, 3), Color.BLACK);
        time.pass(1_500);
        assertThat(c.remainingMillis(Color.BLACK)).isEqualTo(198_500);
        assertThat(c.remainingMillis(Color.WHITE)).isEqualTo(100_000);
    }

    @Test
    void thinkingTimeIsWholeMillisecondsCutNotRounded() {
        Clock c = clock("game/5");
        time.nanos += 1_999_999;
        assertThat(c.thinkingMillis()).isEqualTo(1);
    }

    @Test
    void aMoveWithNoClockRunningIsAMistakeOfTheCaller() {
        Clock c = new Clock(TimeControl.parse("game/5"), time::now);
        assertThatThrownBy(c::moved).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theCommittedTextOfAStateIsFixedAndReadsBack() {
        ClockState s = new ClockState(293_000, 300_000, 1, 0);
        assertThat(s.text()).isEqualTo("293000 300000 1 0");
        assertThat(ClockState.parse(s.text())).isEqualTo(s);
        assertThat(ClockState.start(TimeControl.UNTIMED).text()).isEqualTo(
                Long.MAX_VALUE + " " + Long.MAX_VALUE + " 0 0");
    }

    @Test
    void anythingElseIsNotAClockState() {
        for (String bad : new String[] {"", "1 2 3", "1 2 3 4 5", "-1 2 3 4", "1  2 3 4", "a b c d",
            "99999999999999999999 1 1 1", null}) {
            assertThatThrownBy(() -> ClockState.parse(bad)).as(String.valueOf(bad))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void aNegativeThinkingTimeIsRefused() {
        assertThatThrownBy(() -> clock("game/5").moved(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
