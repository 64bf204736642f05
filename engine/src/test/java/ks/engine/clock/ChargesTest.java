package ks.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ChargesTest {

    @Test
    void networkDelayWithinTheToleranceIsNotCharged() {
        assertThat(Charges.charge(7_400, 7_000)).isEqualTo(7_000);
        assertThat(Charges.charge(9_000, 7_000)).isEqualTo(7_000);
    }

    @Test
    void aMeasurementBeyondTheToleranceIsChargedLessTheTolerance() {
        assertThat(Charges.charge(9_500, 7_000)).isEqualTo(7_500);
        assertThat(Charges.charge(30_000, 7_000)).isEqualTo(9_000);
    }

    @Test
    void aReportAboveTheMeasurementIsChargedAsReported() {
        assertThat(Charges.charge(5_000, 6_000)).isEqualTo(6_000);
    }

    @Test
    void anUnderReportGainsNoMoreThanTheMeasurementLessTheTolerance() {
        assertThat(Charges.charge(60_000, 0)).isEqualTo(Charges.TOLERANCE_MILLIS);
    }

    @Test
    void whatAnHonestHostChargesTheAuditAccepts() {
        for (long measured : new long[] {0, 1_999, 2_000, 50_000}) {
            for (long reported : new long[] {0, 1_000, 49_000}) {
                assertThat(Charges.fair(Charges.charge(measured, reported), reported)).isTrue();
            }
        }
    }

    @Test
    void theAuditNamesAChargeBeyondTheTolerance() {
        assertThat(Charges.fair(7_000 + Charges.TOLERANCE_MILLIS, 7_000)).isTrue();
        assertThat(Charges.fair(7_001 + Charges.TOLERANCE_MILLIS, 7_000)).isFalse();
        assertThat(Charges.fair(-1, 7_000)).isFalse();
    }

    @Test
    void aRemotePlayersFlagFallsTheToleranceAfterItsTime() {
        assertThat(Charges.flagFallsAfter(60_000)).isEqualTo(60_000 + Charges.TOLERANCE_MILLIS);
    }

    @Test
    void anAttemptIsLateOnlyWhenItsChargeUsesTheTimeUp() {
        assertThat(Charges.late(61_000, 59_500, 60_000)).isFalse();
        assertThat(Charges.late(61_000, 60_000, 60_000)).isTrue();
        assertThat(Charges.late(62_000, 59_500, 60_000)).isTrue();
    }

    @Test
    void negativeTimesAreRefused() {
        assertThatThrownBy(() -> Charges.charge(-1, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
