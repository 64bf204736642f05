package ks.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RoundTripsTest {

    @Test
    void nothingMeasuredGivesWhatTheCallerSays() {
        RoundTrips trips = new RoundTrips();
        assertThat(trips.measured()).isFalse();
        assertThat(trips.shortestOr(0)).isZero();
    }

    @Test
    void oneSlowAnswerDoesNotMakeTheNetworkLookSlow() {
        RoundTrips trips = new RoundTrips();
        trips.add(40);
        trips.add(2_000);
        trips.add(45);
        assertThat(trips.shortestOr(0)).isEqualTo(40);
    }

    @Test
    void aNetworkThatGrowsSlowerIsFollowedAfterAWindow() {
        RoundTrips trips = new RoundTrips();
        trips.add(5);
        for (int i = 0; i < RoundTrips.WINDOW - 1; i++) {
            trips.add(300);
        }
        assertThat(trips.shortestOr(0)).isEqualTo(5);
        trips.add(300);
        assertThat(trips.shortestOr(0)).isEqualTo(300);
    }

    @Test
    void aNegativeRoundTripIsRefused() {
        assertThatThrownBy(() -> new RoundTrips().add(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
