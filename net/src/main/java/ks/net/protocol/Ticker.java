package ks.net.protocol;

/**
 * A monotonic clock in nanoseconds for deadlines and the silence check, never the wall clock
 * (which jumps when it is set). Tests and clocks inject their own.
 */
@FunctionalInterface
public interface Ticker {

    /** The time in nanoseconds from an arbitrary origin; only differences mean anything. */
    long nanos();

    /** {@link System#nanoTime}. */
    Ticker SYSTEM = System::nanoTime;
}
