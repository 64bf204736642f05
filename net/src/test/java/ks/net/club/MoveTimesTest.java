package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The club's histogram of move times gives each quantile to within its 1/64 resolution, and the maximum exactly. */
class MoveTimesTest {

    @Test
    void quantilesOfAThousandTimesFromOneToAThousandMillisecondsAreWithinTheResolution() {
        MoveTimes times = new MoveTimes();
        for (int ms = 1; ms <= 1000; ms++) {
            times.record(ms * 1_000_000L);
        }
        assertThat(times.count()).isEqualTo(1000);
        assertThat(times.quantileMs(0.50)).isCloseTo(500, within(500 / 64.0));
        assertThat(times.quantileMs(0.99)).isCloseTo(990, within(990 / 64.0));
        assertThat(times.maxMs()).isEqualTo(1000.0);
    }

    @Test
    void aQuantileIsNeverAboveTheLongestTime() {
        MoveTimes times = new MoveTimes();
        times.record(1_234_567L);
        assertThat(times.quantileMs(0.99)).isLessThanOrEqualTo(times.maxMs()).isCloseTo(1.2346, within(0.03));
    }

    @Test
    void timesUnderAMillisecondKeepTheirMicroseconds() {
        MoveTimes times = new MoveTimes();
        times.record(37_000L);
        assertThat(times.quantileMs(0.5)).isEqualTo(0.037);
    }

    @Test
    void theWarmUpsAttemptsGoUntimedAndEveryLaterOneIsTimed() {
        MoveTimes times = new MoveTimes(2);
        for (int i = 0; i < 3; i++) {
            MoveTimes.Move move = times.start(System.nanoTime());
            MoveTimes.during(move, () -> {
                if (MoveTimes.current() != null) {
                    MoveTimes.current().queued();
                }
            });
            if (move != null) {
                move.released();
            }
        }
        assertThat(times.count()).isEqualTo(1);
        assertThat(times.summary()).contains("1 moves after the first 2 (the warm-up, not timed)");
    }

    @Test
    void anAttemptAnsweredWithNoFrameIsNotCounted() {
        MoveTimes times = new MoveTimes();
        MoveTimes.during(times.start(System.nanoTime()), () -> { });
        assertThat(times.count()).isZero();
    }

    @Test
    void anAttemptCountsOnceItsLastFrameHasLeft() {
        MoveTimes times = new MoveTimes();
        MoveTimes.Move[] move = new MoveTimes.Move[1];
        MoveTimes.during(times.start(System.nanoTime()), () -> {
            move[0] = MoveTimes.current();
            move[0].queued();
            move[0].queued();
        });
        move[0].released();
        assertThat(times.count()).isZero();
        move[0].released();
        assertThat(times.count()).isEqualTo(1);
    }

    @Test
    void aStoredAttemptIsSplitInStagesThatAddUpToItsWholeTime() {
        MoveTimes times = new MoveTimes();
        // Read off the socket 2 ms ago: the first stage is not empty.
        MoveTimes.Move move = times.start(System.nanoTime() - 2_000_000L);
        MoveTimes.during(move, () -> {
            move.committing();
            move.committed();
            move.queued();
        });
        move.released();
        double stages = 0;
        for (MoveTimes.Stage s : MoveTimes.Stage.values()) {
            assertThat(times.stage(s).count()).as(s.name()).isEqualTo(1);
            stages += times.stage(s).maxMs();
        }
        assertThat(stages).isCloseTo(times.maxMs(), within(0.001));
        assertThat(times.summary()).contains("commit requested to durable:");
    }

    @Test
    void anAttemptIgnoredBeforeItsCommitCountsInTheWholeButInNoStage() {
        MoveTimes times = new MoveTimes();
        MoveTimes.Move move = times.start(System.nanoTime());
        MoveTimes.during(move, move::queued);
        move.released();
        assertThat(times.count()).isEqualTo(1);
        assertThat(times.stage(MoveTimes.Stage.COMMITTED).count()).isZero();
    }
}
