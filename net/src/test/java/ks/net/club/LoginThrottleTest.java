package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {

    private final AtomicLong nanos = new AtomicLong();
    private final LoginThrottle throttle = new LoginThrottle(nanos::get);

    private long waitFor(String name, String address) {
        return throttle.waitFor(name, address).seconds();
    }

    @Test
    void fiveFailuresForANameFromAnAddressAreFreeThenEachWaitDoubles() {
        for (int i = 0; i < 4; i++) {
            throttle.failed("alice", "10.0.0.1");
        }
        assertThat(waitFor("alice", "10.0.0.1")).isZero();
        throttle.failed("alice", "10.0.0.1");
        assertThat(throttle.waitFor("alice", "10.0.0.1")).isEqualTo(new LoginThrottle.Wait(
                LoginThrottle.Culprit.NAME, 1));
        throttle.failed("alice", "10.0.0.1");
        assertThat(waitFor("alice", "10.0.0.1")).isEqualTo(2);
        throttle.failed("alice", "10.0.0.1");
        assertThat(waitFor("alice", "10.0.0.1")).isEqualTo(4);
        nanos.addAndGet(4_000_000_000L);
        assertThat(waitFor("alice", "10.0.0.1")).isZero();
    }

    @Test
    void failuresFromOneAddressNeverHoldTheNameBackFromAnother() {
        for (int i = 0; i < 40; i++) {
            throttle.failed("alice", "10.6.6.6");
        }
        assertThat(waitFor("alice", "10.6.6.6")).isPositive();
        assertThat(waitFor("alice", "10.0.0.1")).isZero();
    }

    @Test
    void twentyFailuresFromAnAddressWhateverTheNamesHoldTheAddressBack() {
        for (int i = 0; i < LoginThrottle.FREE_FOR_ADDRESS; i++) {
            throttle.failed("name" + i, "10.6.6.6");
        }
        assertThat(throttle.waitFor("bob", "10.6.6.6").culprit()).isEqualTo(LoginThrottle.Culprit.ADDRESS);
        assertThat(waitFor(null, "10.6.6.6")).isPositive();
    }

    @Test
    void theWaitStopsAtFiveMinutes() {
        for (int i = 0; i < 40; i++) {
            throttle.failed(null, "10.0.0.1");
        }
        assertThat(waitFor(null, "10.0.0.1")).isEqualTo(LoginThrottle.MAX_LOCK_SECONDS);
    }

    @Test
    void aSuccessForgetsTheNameFromThatAddressButNotTheAddress() {
        for (int i = 0; i < LoginThrottle.FREE_FOR_ADDRESS; i++) {
            throttle.failed("alice", "10.0.0.1");
        }
        throttle.succeeded("alice", "10.0.0.1");
        assertThat(throttle.waitFor("alice", "10.0.0.1").culprit()).isEqualTo(LoginThrottle.Culprit.ADDRESS);
    }
}
