package ks.engine.clock;

import static ks.engine.clock.Charges.DELAY_ALLOWANCE_MILLIS;
import static ks.engine.clock.Charges.DELAY_REFILL_MILLIS;
import static ks.engine.clock.Charges.GAME_ALLOWANCE_MILLIS;
import static ks.engine.clock.Charges.TOLERANCE_MILLIS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RemoteAccountTest {

    private final RemoteAccount account = new RemoteAccount(TimeControl.parse("game/1"));

    @Test
    void networkDelayUpToTheRoundTripAndTheToleranceIsNotCharged() {
        assertThat(account.charge(7_000 + 100 + TOLERANCE_MILLIS, 7_000, 100)).isEqualTo(7_000);
    }

    @Test
    void aReportAboveTheMeasurementIsChargedAsReported() {
        assertThat(account.charge(5_000, 6_000, 100)).isEqualTo(6_000);
    }

    @Test
    void beyondThatAtMostTheRoundTripIsChargedOverTheReport() {
        assertThat(account.charge(7_000 + 100 + TOLERANCE_MILLIS + 40, 7_000, 100)).isEqualTo(7_040);
        assertThat(account.charge(60_000, 7_000, 100)).isEqualTo(7_100);
        assertThat(account.charge(60_000, 0, 0)).isZero();
    }

    @Test
    void overAGameAtMostTheAllowanceIsChargedOverTheReports() {
        long charged = 0;
        for (int move = 0; move < 30; move++) {
            charged += account.moved(60_000, 1_000, 1_500) - 1_000;
        }
        assertThat(charged).isEqualTo(GAME_ALLOWANCE_MILLIS);
        assertThat(account.overcharged()).isEqualTo(GAME_ALLOWANCE_MILLIS);
    }

    @Test
    void whatAnHonestRefereeChargesKeepsToTheBoundOfAMove() {
        for (long measured : new long[] {0, 1_999, 2_000, 4_100, 50_000}) {
            for (long reported : new long[] {0, 1_000, 49_000}) {
                for (long lag : new long[] {0, 100, 5_000}) {
                    assertThat(Charges.fair(new RemoteAccount(TimeControl.parse("5+3")).charge(measured, reported, lag),
                            reported, lag)).isTrue();
                }
            }
        }
    }

    @Test
    void aWatchedMoveKeepsWhatTheSignedTimeTheRoundTripAndTheDelayAllowedLeaveUnexplained() {
        account.watched(5_000 + 100 + DELAY_ALLOWANCE_MILLIS, 5_000, 100);
        assertThat(account.unaccounted()).isZero();
        account.watched(30_000, 5_000, 100);
        assertThat(account.unaccounted()).isEqualTo(25_000 - 100 - DELAY_REFILL_MILLIS);
        assertThat(account.overcharged()).isZero();
    }

    @Test
    void aWatchedMoveUnderDailyCarriesNothing() {
        RemoteAccount daily = new RemoteAccount(TimeControl.parse("daily"));
        daily.watched(60_000, 0, 0);
        assertThat(daily.unaccounted()).isZero();
    }

    @Test
    void anHonestPlayerLeavesNothingUnaccounted() {
        account.moved(5_000 + 80, 5_000, 100);
        account.moved(9_000 + 1_500, 9_000, 100);
        assertThat(account.unaccounted()).isZero();
    }

    @Test
    void anUnderReportLeavesAllButTheNetworkAndTheDelayAllowedUnaccounted() {
        long charged = account.moved(30_000 + 50, 0, 50);
        assertThat(charged).isEqualTo(50);
        assertThat(account.unaccounted()).isEqualTo(30_000 - 50 - DELAY_ALLOWANCE_MILLIS);
    }

    @Test
    void theFlagFallsTheRoundTripAndTheDelayStillAllowedAfterTheTimeLessWhatIsUnaccounted() {
        assertThat(account.flagFallsAfter(60_000, 50)).isEqualTo(60_000 + 50 + DELAY_ALLOWANCE_MILLIS);
        account.moved(30_000 + 50, 0, 50);
        assertThat(account.flagFallsAfter(59_950, 50)).isEqualTo(59_950 - 27_950 + 50 + DELAY_REFILL_MILLIS);
    }

    @Test
    void anAttemptIsLateWhenItsChargeUsesTheTimeUpOrTheFlagHadFallen() {
        assertThat(account.late(61_000, 59_500, 0, 60_000)).isFalse();
        assertThat(account.late(61_000, 60_000, 0, 60_000)).isTrue();
        assertThat(account.late(62_000, 10_000, 0, 60_000)).isTrue();
    }

    @Test
    void underDailyNothingIsCarriedToTheNextMove() {
        RemoteAccount daily = new RemoteAccount(TimeControl.DAILY);
        daily.moved(20 * 3_600_000L, 0, 0);
        assertThat(daily.unaccounted()).isZero();
    }

    @Test
    void aResumedGameChargesNothingOverTheReportsAndHoldsNothingUnaccounted() {
        account.moved(30_000, 0, 0);
        account.resumed();
        assertThat(account.unaccounted()).isZero();
        assertThat(account.charge(60_000, 1_000, 1_000)).isEqualTo(1_000);
    }

    @Test
    void delayKeptBackJustUnderTheToleranceOnEveryMoveIsHeldAgainstThePlayerOnceTheAllowanceIsSpent() {
        long unexplained = TOLERANCE_MILLIS - 1;
        for (int move = 0; move < 40; move++) {
            account.moved(30_000 + unexplained, 30_000, 0);
        }
        // 40 moves of 1,999 ms kept back: the 2 s the game starts with and 250 ms a move pass, the rest is held.
        long passed = DELAY_ALLOWANCE_MILLIS + 39 * DELAY_REFILL_MILLIS;
        assertThat(account.unaccounted()).isEqualTo(40 * unexplained - passed);
    }

    @Test
    void anHonestPlayersSmallDelaysOnEveryMoveAreNeverHeldAgainstIt() {
        for (int move = 0; move < 200; move++) {
            account.moved(30_000 + 100 + DELAY_REFILL_MILLIS, 30_000, 100);
        }
        assertThat(account.unaccounted()).isZero();
    }

    @Test
    void oneLongStallIsPassedOverUpToTheAllowanceAndTheAllowanceComesBackMoveByMove() {
        account.moved(30_000 + 2_000, 30_000, 0);
        assertThat(account.flagFallsAfter(60_000, 0)).isEqualTo(60_000 + DELAY_REFILL_MILLIS);
        for (int move = 0; move < 10; move++) {
            account.moved(30_000, 30_000, 0);
        }
        assertThat(account.flagFallsAfter(60_000, 0)).isEqualTo(60_000 + DELAY_ALLOWANCE_MILLIS);
        assertThat(account.unaccounted()).isZero();
    }

    @Test
    void negativeTimesAreRefused() {
        assertThatThrownBy(() -> account.charge(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
