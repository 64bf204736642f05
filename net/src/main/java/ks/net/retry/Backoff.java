package ks.net.retry;

import java.time.Duration;

/**
 * How long to wait before the next try: {@link #first()} after a try that changed nothing, twice
 * the last pause after one that went wrong in a way worth slowing down for, never more than the
 * longest. A fixed pause is a backoff whose first and longest pause are the same.
 */
public record Backoff(Duration first, Duration longest) {

    public Backoff {
        if (first.isNegative() || longest.compareTo(first) < 0) {
            throw new IllegalArgumentException("a backoff runs from a pause of zero or more up to a longer one, not "
                    + first + " to " + longest);
        }
    }

    /** The same pause every time. */
    public static Backoff fixed(Duration pause) {
        return new Backoff(pause, pause);
    }

    /** The pause after {@code last}: twice as long, up to {@link #longest()}. */
    public Duration after(Duration last) {
        Duration twice = last.multipliedBy(2);
        return twice.compareTo(longest) > 0 ? longest : twice.compareTo(first) < 0 ? first : twice;
    }
}
