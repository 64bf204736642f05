package ks.net.club;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The club's own time for each attempt: from the frame that carried it read off the socket to the
 * last byte of every frame the club sent because of it (the news to both players and the
 * commitment to both) written to the sockets. The load generator measures from its own side, so
 * its figure also holds its own scheduling; this one is the club's part alone
 * (docs/performance.md). The same time is also split in the {@link Stage}s a stored attempt goes
 * through, each its own {@link Histogram}, so the summary says where the time went; an attempt
 * whose frames were thrown away with their connection is counted apart, never timed.
 */
public final class MoveTimes {

    /** Where an attempt's time goes, in order; each stage runs from the end of the one before. */
    public enum Stage {
        /** From the frame read to its game's actor taking it up (waiting for a worker, or for the game's earlier tasks). */
        QUEUED("read to taken up by its game's actor"),
        /** The checks, the signature's verification, the referee and the commitment's signature. */
        JUDGED("taken up to its commit requested (referee, signatures)"),
        /** From the change handed to the group commit to it being durable. */
        COMMITTED("commit requested to durable"),
        /** The news and commitments encoded, sealed and queued for the loop. */
        SEALED("durable to its frames sealed and queued"),
        /** From the last frame queued to the last byte of them all written. */
        WRITTEN("queued to written");

        private final String words;

        Stage(String words) {
            this.words = words;
        }
    }

    /**
     * The system property naming how many of the club's first attempts go untimed: the capacity
     * bench's warm-up ({@code KS_LOAD_WARMUP}), so that its figures are those of a club whose code
     * the JIT has compiled, as a club that has run for a while is.
     */
    public static final String UNTIMED = "ks.club.moveTimesAfter";

    private static final ThreadLocal<Move> CURRENT = new ThreadLocal<>();

    private final Histogram total = new Histogram();
    private final Histogram[] stages = new Histogram[Stage.values().length];
    private final AtomicLong dropped = new AtomicLong();
    private final long untimed;
    private final AtomicLong attempts = new AtomicLong();

    /** Every attempt timed. */
    public MoveTimes() {
        this(0);
    }

    /** The first {@code untimed} attempts left out, every later one timed. */
    public MoveTimes(long untimed) {
        this.untimed = untimed;
        for (int i = 0; i < stages.length; i++) {
            stages[i] = new Histogram();
        }
    }

    /**
     * One attempt in flight: one count held by its handler until it returns, one for every frame
     * queued while it ran, released as each frame's last byte is written or the frame is thrown
     * away. Its stamps are written on the game's actor before the count that covers them is released.
     */
    final class Move {
        private final long readNanos;
        private final AtomicInteger open = new AtomicInteger(1);
        private volatile boolean answered;
        private volatile boolean lost;
        private long started;
        private long commitAsked;
        private long committed;
        private long handled;

        private Move(long readNanos) {
            this.readNanos = readNanos;
        }

        /** A frame answering this attempt was queued. */
        void queued() {
            answered = true;
            open.incrementAndGet();
        }

        /** The attempt waits for something (its commit) beyond its handler's return: released by the handler that goes on. */
        void hold() {
            open.incrementAndGet();
        }

        /** Its first change is handed to the group commit now. */
        void committing() {
            if (commitAsked == 0) {
                commitAsked = System.nanoTime();
            }
        }

        /** Its first change is durable now. */
        void committed() {
            if (committed == 0) {
                committed = System.nanoTime();
            }
        }

        /** A frame answering this attempt will never be written (its connection was dropped). */
        void lost() {
            lost = true;
            released();
        }

        /** A frame answering this attempt has left, or a handler returned. */
        void released() {
            if (open.decrementAndGet() == 0 && answered) {
                if (lost) {
                    dropped.incrementAndGet();
                } else {
                    record(this, System.nanoTime());
                }
            }
        }
    }

    /**
     * An attempt whose frame was read at {@code readNanos} ({@link System#nanoTime}); null (not
     * timed) while the first {@code untimed} attempts pass.
     */
    Move start(long readNanos) {
        return untimed > 0 && attempts.getAndIncrement() < untimed ? null : new Move(readNanos);
    }

    /** Runs an attempt's handler so that every frame it queues counts for {@code move} (null: untimed). */
    static void during(Move move, Runnable handler) {
        if (move == null) {
            handler.run();
            return;
        }
        if (move.started == 0) {
            move.started = System.nanoTime();
        }
        CURRENT.set(move);
        try {
            handler.run();
        } finally {
            CURRENT.remove();
            move.handled = System.nanoTime();
            move.released();
        }
    }

    /** The attempt whose handler runs on this thread, or null. */
    static Move current() {
        return CURRENT.get();
    }

    void record(long nanos) {
        total.record(nanos);
    }

    private void record(Move m, long writtenNanos) {
        total.record(writtenNanos - m.readNanos);
        // An attempt ignored before the referee (out of turn, a bad signature) has no commit to split around.
        if (m.commitAsked != 0 && m.committed != 0) {
            stage(Stage.QUEUED).record(m.started - m.readNanos);
            stage(Stage.JUDGED).record(m.commitAsked - m.started);
            stage(Stage.COMMITTED).record(m.committed - m.commitAsked);
            stage(Stage.SEALED).record(m.handled - m.committed);
            stage(Stage.WRITTEN).record(writtenNanos - m.handled);
        }
    }

    /** The times of one stage, of the attempts that were stored. */
    Histogram stage(Stage s) {
        return stages[s.ordinal()];
    }

    /** How many attempts were answered. */
    public long count() {
        return total.count();
    }

    /** How many attempts' answers were thrown away with their connection, and so not timed. */
    public long dropped() {
        return dropped.get();
    }

    /** The {@code q} quantile (0 to 1) in milliseconds, to the bucket's resolution; 0 with no moves. */
    public double quantileMs(double q) {
        return total.quantileMs(q);
    }

    /** The longest, exactly, in milliseconds. */
    public double maxMs() {
        return total.maxMs();
    }

    /** The whole time on the first line (how many, p50, p90, p99, max), then each stage's on its own. */
    public String summary() {
        StringBuilder s = new StringBuilder(String.format(
                "club's own time, attempt read to its announcements written: %d moves%s, %s", count(),
                untimed > 0 ? " after the first " + untimed + " (the warm-up, not timed)" : "", total.quantiles()));
        for (Stage st : Stage.values()) {
            s.append(String.format("%n  %-57s %s", st.words + ":", stage(st).quantiles()));
        }
        s.append(String.format("%n  not timed: %d attempts whose answers were dropped with their connection", dropped()));
        return s.toString();
    }
}
