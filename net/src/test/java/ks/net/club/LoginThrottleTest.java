package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {

    private final AtomicLong nanos = new AtomicLong();
    private final LoginThrottle throttle = new LoginThrottle(nanos::get);

    @Test
    void fiveFailuresAreFreeThenEachWaitDoubles() {
        for (int i = 0; i < 4; i++) {
            throttle.failed("name:alice");
        }
        assertThat(throttle.waitSeconds("name:alice")).isZero();
        throttle.failed("name:alice");
        assertThat(throttle.waitSeconds("name:alice")).isEqualTo(1);
        throttle.failed("name:alice");
        assertThat(throttle.waitSeconds("name:alice")).isEqualTo(2);
        throttle.failed("name:alice");
        assertThat(throttle.waitSeconds("name:alice")).isEqualTo(4);
        nanos.addAndGet(4_000_000_000L);
        assertThat(throttle.waitSeconds("name:alice")).isZero();
    }

    @Test
    void theWaitStopsAtFiveMinutes() {
        for (int i = 0; i < 40; i++) {
            throttle.failed("from:10.0.0.1");
        }
        assertThat(throttle.waitSeconds("from:10.0.0.1")).isEqualTo(LoginThrottle.MAX_LOCK_SECONDS);
    }

    @Test
    void aSuccessForgetsTheNameButNotOtherKeys() {
        for (int i = 0; i < 6; i++) {
            throttle.failed("name:alice", "from:10.0.0.1");
        }
        throttle.succeeded("name:alice");
        assertThat(throttle.waitSeconds("name:alice")).isZero();
        assertThat(throttle.waitSeconds("name:alice", "from:10.0.0.1")).isPositive();
    }
}
