package ks.net.club;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Durations kept as counts in buckets of about 1.5 % resolution (each power of two of
 * microseconds split in 64), with the longest kept exactly: a few atomic adds a value and a fixed
 * 40 KiB however many are recorded, so the club can time every move for as long as it runs.
 */
final class Histogram {

    /** Buckets of a power of two each split in this many, so a bucket is at most 1/64 of its value wide. */
    private static final int SUB = 64;
    private static final int BUCKETS = SUB + 40 * SUB;

    private final AtomicLongArray counts = new AtomicLongArray(BUCKETS);
    private final AtomicLong count = new AtomicLong();
    private final AtomicLong maxNanos = new AtomicLong();

    void record(long nanos) {
        long micros = Math.max(0, nanos / 1000);
        counts.incrementAndGet(bucket(micros));
        count.incrementAndGet();
        maxNanos.accumulateAndGet(nanos, Math::max);
    }

    /** How many were recorded. */
    long count() {
        return count.get();
    }

    /** The {@code q} quantile (0 to 1) in milliseconds, to the bucket's resolution; 0 when empty. */
    double quantileMs(double q) {
        long n = count.get();
        if (n == 0) {
            return 0;
        }
        long rank = Math.max(1, (long) Math.ceil(q * n));
        long seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            seen += counts.get(i);
            if (seen >= rank) {
                return Math.min(upperMicros(i) / 1000.0, maxMs());
            }
        }
        return maxMs();
    }

    /** The longest, exactly, in milliseconds. */
    double maxMs() {
        return maxNanos.get() / 1e6;
    }

    /** "p50 x ms, p90 y ms, p99 z ms, max w ms". */
    String quantiles() {
        return String.format("p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms", quantileMs(0.50), quantileMs(0.90),
                quantileMs(0.99), maxMs());
    }

    private static int bucket(long micros) {
        if (micros < SUB) {
            return (int) micros;
        }
        int exponent = 63 - Long.numberOfLeadingZeros(micros);
        int sub = (int) (micros >>> (exponent - 6)) & (SUB - 1);
        return Math.min(BUCKETS - 1, SUB + (exponent - 6) * SUB + sub);
    }

    /** The largest value in microseconds that falls in bucket {@code i}. */
    private static long upperMicros(int i) {
        if (i < SUB) {
            return i;
        }
        int exponent = (i - SUB) / SUB + 6;
        long sub = (i - SUB) % SUB;
        return ((SUB + sub + 1) << (exponent - 6)) - 1;
    }
}
