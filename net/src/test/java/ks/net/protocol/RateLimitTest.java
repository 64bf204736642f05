package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class RateLimitTest {

    private long now;
    private final RateLimit limit = new RateLimit(() -> now);

    @Test
    void fiveMessagesPassAtOnceAndTheSixthIsTheFirstDropped() {
        for (int i = 0; i < RateLimit.BURST; i++) {
            assertThat(limit.admit()).isEqualTo(RateLimit.Verdict.ADMITTED);
        }
        assertThat(limit.admit()).isEqualTo(RateLimit.Verdict.FIRST_DROPPED);
        assertThat(limit.admit()).isEqualTo(RateLimit.Verdict.DROPPED);
    }

    @Test
    void afterTheBurstOneMessageASecondPassesAndANewFloodIsToldAgain() {
        for (int i = 0; i <= RateLimit.BURST; i++) {
            limit.admit();
        }
        now += TimeUnit.SECONDS.toNanos(1);
        assertThat(limit.admit()).isEqualTo(RateLimit.Verdict.ADMITTED);
        assertThat(limit.admit()).isEqualTo(RateLimit.Verdict.FIRST_DROPPED);
    }

    @Test
    void aQuietPlayerEarnsBackNoMoreThanTheBurst() {
        now += TimeUnit.HOURS.toNanos(1);
        for (int i = 0; i < RateLimit.BURST; i++) {
            assertThat(limit.admit()).isEqualTo(RateLimit.Verdict.ADMITTED);
        }
        assertThat(limit.admit()).isEqualTo(RateLimit.Verdict.FIRST_DROPPED);
    }
}
