package ks.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ChargesTest {

    @Test
    void aRoundTripCountsAsNetworkUpToTheTolerance() {
        assertThat(Charges.roundTrip(0)).isZero();
        assertThat(Charges.roundTrip(120)).isEqualTo(120);
        assertThat(Charges.roundTrip(9_000)).isEqualTo(Charges.TOLERANCE_MILLIS);
    }

    @Test
    void aChargeWithinTheSignedRoundTripOverTheSignedThoughtIsFair() {
        assertThat(Charges.fair(7_000, 7_000, 0)).isTrue();
        assertThat(Charges.fair(7_120, 7_000, 120)).isTrue();
        assertThat(Charges.fair(6_000, 7_000, 0)).isTrue();
    }

    @Test
    void aChargeBeyondTheSignedRoundTripIsNot() {
        assertThat(Charges.fair(7_121, 7_000, 120)).isFalse();
        assertThat(Charges.fair(7_001, 7_000, 0)).isFalse();
        assertThat(Charges.fair(7_000 + Charges.TOLERANCE_MILLIS + 1, 7_000, 60_000)).isFalse();
        assertThat(Charges.fair(-1, 7_000, 0)).isFalse();
    }

    @Test
    void attemptsSignedWithoutARoundTripKeepTheOldTolerance() {
        assertThat(Charges.fairWithoutRoundTrip(7_000 + Charges.TOLERANCE_MILLIS, 7_000)).isTrue();
        assertThat(Charges.fairWithoutRoundTrip(7_001 + Charges.TOLERANCE_MILLIS, 7_000)).isFalse();
        assertThat(Charges.fairWithoutRoundTrip(-1, 7_000)).isFalse();
    }

    @Test
    void aNegativeRoundTripIsRefused() {
        assertThatThrownBy(() -> Charges.roundTrip(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
