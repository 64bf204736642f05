package ks.net.club;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The club's own time for each attempt: from the frame that carried it read off the socket to the
 * last byte of every frame the club sent because of it (the news to both players and the
 * commitment to both) written to the sockets. The load generator measures from its own side, so
 * its figure also holds its own scheduling; this one is the club's part alone
 * (docs/performance.md). Kept as a histogram of about 1.5 % resolution, so it costs a few atomic
 * adds a move and a fixed 40 KiB however long the club runs.
 */
public final class MoveTimes {

    /** Buckets of a power of two each split in this many, so a bucket is at most 1/64 of its value wide. */
    private static final int SUB = 64;
    private static final int BUCKETS = SUB + 40 * SUB;
    private static final ThreadLocal<Move> CURRENT = new ThreadLocal<>();

    private final AtomicLongArray counts = new AtomicLongArray(BUCKETS);
    private final AtomicLong moves = new AtomicLong();
    private final AtomicLong maxNanos = new AtomicLong();

    /**
     * One attempt in flight: one count held by its handler until it returns, one for every frame
     * queued while it ran, released as each frame's last byte is written.
     */
    final class Move {
        private final long readNanos;
        private final AtomicInteger open = new AtomicInteger(1);
        private volatile boolean answered;

        private Move(long readNanos) {
            this.readNanos = readNanos;
        }

        /** A frame answering this attempt was queued. */
        void queued() {
            answered = true;
            open.incrementAndGet();
        }

        /** A frame answering this attempt has left, or the handler returned. */
        void released() {
            if (open.decrementAndGet() == 0 && answered) {
                record(System.nanoTime() - readNanos);
            }
        }
    }

    /** An attempt whose frame was read at {@code readNanos} ({@link System#nanoTime}). */
    Move start(long readNanos) {
        return new Move(readNanos);
    }

    /** Runs an attempt's handler so that every frame it queues counts for {@code move} (null: untimed). */
    static void during(Move move, Runnable handler) {
        if (move == null) {
            handler.run();
            return;
        }
        CURRENT.set(move);
        try {
            handler.run();
        } finally {
            CURRENT.remove();
            move.released();
        }
    }

    /** The attempt whose handler runs on this thread, or null. */
    static Move current() {
        return CURRENT.get();
    }

    void record(long nanos) {
        long micros = Math.max(0, nanos / 1000);
        counts.incrementAndGet(bucket(micros));
        moves.incrementAndGet();
        maxNanos.accumulateAndGet(nanos, Math::max);
    }

    /** How many attempts were answered. */
    public long count() {
        return moves.get();
    }

    /** The {@code q} quantile (0 to 1) in milliseconds, to the bucket's resolution; 0 with no moves. */
    public double quantileMs(double q) {
        long n = moves.get();
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
    public double maxMs() {
        return maxNanos.get() / 1e6;
    }

    /** One line: how many, p50, p90, p99 and max. */
    public String summary() {
        return String.format("club's own time, attempt read to its announcements written: %d moves, p50 %.1f ms, "
                + "p90 %.1f ms, p99 %.1f ms, max %.1f ms", count(), quantileMs(0.50), quantileMs(0.90),
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
