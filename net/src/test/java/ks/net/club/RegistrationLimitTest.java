package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RegistrationLimitTest {

    private static final long SECOND = 1_000_000_000L;
    private final AtomicLong nanos = new AtomicLong();
    private final RegistrationLimit limit = new RegistrationLimit(nanos::get, 3, 30 * SECOND);

    @Test
    void aBurstGoesAtOnceThenOneRegistrationPerPeriod() {
        for (int i = 0; i < 3; i++) {
            assertThat(limit.take("10.0.0.1")).isZero();
        }
        assertThat(limit.take("10.0.0.1")).isEqualTo(30);
        nanos.addAndGet(20 * SECOND);
        assertThat(limit.take("10.0.0.1")).isEqualTo(10);
        nanos.addAndGet(10 * SECOND);
        assertThat(limit.take("10.0.0.1")).isZero();
        assertThat(limit.take("10.0.0.1")).isEqualTo(30);
    }

    @Test
    void eachAddressHasItsOwnAllowance() {
        for (int i = 0; i < 3; i++) {
            limit.take("10.0.0.1");
        }
        assertThat(limit.take("10.0.0.2")).isZero();
    }
}
