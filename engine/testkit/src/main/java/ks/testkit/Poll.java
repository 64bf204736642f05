package ks.testkit;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

/**
 * Waiting for something only polling can see (a terminal's screen through tmux, a file another
 * process writes, a network link coming up), over Awaitility: the value is read at once, then every
 * {@code interval}, until it is ready or the time is up. A timeout is an {@link TimedOut} holding the
 * last value read, so the failure shows what was there instead.
 */
public final class Poll {

    private static final Duration INTERVAL = Duration.ofMillis(100);

    private Poll() {
    }

    /** A wait that ran out: the last value read is in the message and in {@link #last()}. */
    public static final class TimedOut extends AssertionError {
        private static final long serialVersionUID = 1L;
        private final transient Object last;

        TimedOut(String what, Duration atMost, Object last) {
            super("waited " + atMost.toSeconds() + " s for " + what + "; the last value read was:\n" + last);
            this.last = last;
        }

        /** The last value read before the time ran out (null when none could be read). */
        public Object last() {
            return last;
        }
    }

    /** Reads {@code value} until {@code ready} holds for it, for at most {@code seconds}; returns that value. */
    public static <T> T until(String what, int seconds, Callable<T> value, Predicate<? super T> ready) {
        return until(what, Duration.ofSeconds(seconds), INTERVAL, value, ready);
    }

    /** As {@link #until(String, int, Callable, Predicate)}, reading every {@code interval}. */
    public static <T> T until(String what, Duration atMost, Duration interval, Callable<T> value,
            Predicate<? super T> ready) {
        AtomicReference<T> last = new AtomicReference<>();
        try {
            return Awaitility.await(what).atMost(atMost).pollDelay(Duration.ZERO).pollInterval(interval)
                    .pollInSameThread().until(() -> {
                        T v = value.call();
                        last.set(v);
                        return v;
                    }, ready::test);
        } catch (ConditionTimeoutException e) {
            throw new TimedOut(what, atMost, last.get());
        }
    }
}
