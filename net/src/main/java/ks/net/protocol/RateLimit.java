package ks.net.protocol;

import java.util.concurrent.TimeUnit;

/**
 * How much of what the other side sends in a rush reaches our player: a burst of {@link #BURST},
 * then one a second (a token bucket on a {@link Ticker}). It limits the opponent's {@code say}
 * messages and the notes about bad messages, so that a flood costs the player one note, not a
 * screen of text and a save rewritten per message, and a club's member's {@code say} lines passed
 * on to the opponent (docs/club.md): {@link #admit} answers
 * {@link Verdict#FIRST_DROPPED} once for each run of dropped messages, {@link Verdict#DROPPED}
 * for the rest of the run.
 */
public final class RateLimit {

    /** Messages that may arrive at once before the limit of one a second applies. */
    public static final int BURST = 5;

    private static final long INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final long CAPACITY_NANOS = BURST * INTERVAL_NANOS;

    /** What becomes of one message. */
    public enum Verdict { ADMITTED, FIRST_DROPPED, DROPPED }

    private final Ticker ticker;
    private long credit = CAPACITY_NANOS;
    private long last;
    private boolean dropping;

    public RateLimit(Ticker ticker) {
        this.ticker = ticker;
        this.last = ticker.nanos();
    }

    /** Spends one message's credit if there is one. */
    public Verdict admit() {
        long now = ticker.nanos();
        credit = Math.min(CAPACITY_NANOS, credit + Math.max(0, now - last));
        last = now;
        if (credit >= INTERVAL_NANOS) {
            credit -= INTERVAL_NANOS;
            dropping = false;
            return Verdict.ADMITTED;
        }
        if (dropping) {
            return Verdict.DROPPED;
        }
        dropping = true;
        return Verdict.FIRST_DROPPED;
    }
}
