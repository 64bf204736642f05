package ks.net.retry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Trying again: until it works, until the time is up, or at once not at all when no retry can mend it. */
@Timeout(60)
class RetryTest {

    private static final Backoff QUICK = Backoff.fixed(Duration.ofMillis(20));
    /** A wait's limit longer than the class's {@code @Timeout}: only a wait that ends early lets the test pass. */
    private static final Duration PAST_THE_TESTS_TIMEOUT = Duration.ofMinutes(10);

    @Test
    void aTryThatWorksAfterFailuresIsReturned() throws Exception {
        AtomicInteger tries = new AtomicInteger();
        String got = Retry.until(Duration.ofSeconds(20), QUICK, "no answer", left -> {
            if (tries.incrementAndGet() < 3) {
                throw new IOException("not yet");
            }
            return "met";
        });
        assertThat(got).isEqualTo("met");
        assertThat(tries).hasValue(3);
    }

    @Test
    void whenTheTimeIsUpTheFailureSaysSoAndWhatTheLastTrySaid() {
        assertThatThrownBy(() -> Retry.until(Duration.ofMillis(200), QUICK, "no connection within 1 s", left -> {
            throw new IOException("connection refused");
        })).isInstanceOf(IOException.class).hasMessage("no connection within 1 s: connection refused");
    }

    /**
     * "At once" without a clock: a second try fails the test there and then, and the wait's limit is
     * past the test's own {@code @Timeout}, so a wait that sat out its limit fails the test too.
     */
    @Test
    void aFailureNoRetryCanMendEndsTheWaitAtOnce() {
        AtomicInteger tries = new AtomicInteger();
        assertThatThrownBy(() -> Retry.until(PAST_THE_TESTS_TIMEOUT, QUICK, "no connection", left -> {
            if (tries.incrementAndGet() > 1) {
                throw new AssertionError("tried again after a failure no retry can mend");
            }
            throw new Retry.Final("bob came back with another key");
        })).isInstanceOf(Retry.Final.class).hasMessage("bob came back with another key");
        assertThat(tries).hasValue(1);
    }

    @Test
    void eachTryIsToldTheTimeLeft() throws Exception {
        // An hour, so that no stall of a busy machine between the start and the try can use it up.
        Duration left = Retry.until(Duration.ofHours(1), QUICK, "no answer", l -> l);
        assertThat(left).isPositive().isLessThanOrEqualTo(Duration.ofHours(1));
    }

    @Test
    void aBackoffDoublesUpToItsLongestPause() {
        Backoff b = new Backoff(Duration.ofMillis(250), Duration.ofSeconds(1));
        assertThat(b.after(b.first())).isEqualTo(Duration.ofMillis(500));
        assertThat(b.after(Duration.ofMillis(800))).isEqualTo(Duration.ofSeconds(1));
        assertThat(Backoff.fixed(Duration.ofMillis(100)).after(Duration.ofMillis(100))).isEqualTo(Duration.ofMillis(100));
    }
}
