package ks.app.latency;

import java.util.Arrays;
import java.util.Locale;

/** The bench's summary of a set of readings in nanoseconds: how many, p50, p90, p99 and the largest. */
final class Percentiles {

    private Percentiles() {
    }

    /**
     * The line for the readings of moves {@code from} on; readings of -1 (no reading for that move)
     * are left out.
     */
    static String line(long[] nanos, int from) {
        long[] sorted = Arrays.stream(nanos, Math.min(from, nanos.length), nanos.length).filter(n -> n >= 0)
                .sorted().toArray();
        if (sorted.length == 0) {
            return "no readings";
        }
        return String.format(Locale.ROOT, "n %d  p50 %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms", sorted.length,
                at(sorted, 0.50), at(sorted, 0.90), at(sorted, 0.99), sorted[sorted.length - 1] / 1e6);
    }

    private static double at(long[] sorted, double q) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1e6;
    }
}
