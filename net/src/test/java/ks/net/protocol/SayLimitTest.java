package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SayLimitTest {

    private long now;
    private final SayLimit limit = new SayLimit(() -> now);

    @Test
    void fiveMessagesPassAtOnceAndTheSixthIsTheFirstDropped() {
        for (int i = 0; i < SayLimit.BURST; i++) {
            assertThat(limit.admit()).isEqualTo(SayLimit.Verdict.ADMITTED);
        }
        assertThat(limit.admit()).isEqualTo(SayLimit.Verdict.FIRST_DROPPED);
        assertThat(limit.admit()).isEqualTo(SayLimit.Verdict.DROPPED);
    }

    @Test
    void afterTheBurstOneMessageASecondPassesAndANewFloodIsToldAgain() {
        for (int i = 0; i <= SayLimit.BURST; i++) {
            limit.admit();
        }
        now += TimeUnit.SECONDS.toNanos(1);
        assertThat(limit.admit()).isEqualTo(SayLimit.Verdict.ADMITTED);
        assertThat(limit.admit()).isEqualTo(SayLimit.Verdict.FIRST_DROPPED);
    }

    @Test
    void aQuietPlayerEarnsBackNoMoreThanTheBurst() {
        now += TimeUnit.HOURS.toNanos(1);
        for (int i = 0; i < SayLimit.BURST; i++) {
            assertThat(limit.admit()).isEqualTo(SayLimit.Verdict.ADMITTED);
        }
        assertThat(limit.admit()).isEqualTo(SayLimit.Verdict.FIRST_DROPPED);
    }
}
