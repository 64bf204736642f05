package ks.engine.opponent;

import java.util.function.LongSupplier;

/**
 * How long an opponent may think about one attempt: a budget in nanoseconds read off a clock the
 * caller gives, so that tests can give one that never moves (and so get the same choices every
 * time) while a game gives the real one.
 */
public record Thinking(LongSupplier clock, long budgetNanos) {

    /** No limit and no clock: the whole sample is weighed for every attempt. */
    public static final Thinking UNLIMITED = new Thinking(() -> 0L, Long.MAX_VALUE);

    public Thinking {
        if (clock == null || budgetNanos <= 0) {
            throw new IllegalArgumentException("thinking needs a clock and a positive budget");
        }
    }

    /** A budget of {@code millis} milliseconds on the system's monotonic clock. */
    public static Thinking millis(long millis) {
        return new Thinking(System::nanoTime, millis * 1_000_000L);
    }

    /** The clock's reading by which thinking that started at {@code start} must stop. */
    public long deadline(long start) {
        return budgetNanos > Long.MAX_VALUE - start ? Long.MAX_VALUE : start + budgetNanos;
    }
}
