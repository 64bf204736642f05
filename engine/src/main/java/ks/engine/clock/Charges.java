package ks.engine.clock;

/**
 * The rule for charging a player who is not the host, whose moves cross the network: the player
 * reports, signed, how long it thought (from the news that gave it the turn to the attempt that
 * was its move, refused attempts included), and the host charges that, not the time the host
 * measured, so network delay up to {@link #TOLERANCE_MILLIS} is never charged. The host's
 * measurement bounds a report that is too low: beyond the tolerance, the host charges what it
 * measured less the tolerance, but never more than the tolerance above the report, which is what
 * the audit lets pass ({@link #fair}). A player that under-reports can so gain at most its real
 * thinking time less the tolerance a move, and only against a host that shows it (the host sees
 * the gap); a host that over-charges by more than the tolerance is named by the audit.
 */
public final class Charges {

    /** How far a host's charge may exceed the player's signed thinking time. */
    public static final long TOLERANCE_MILLIS = 2_000;

    private Charges() {
    }

    /** What the host charges for a move it measured at {@code measuredMillis} and the player reported at {@code reportedMillis}. */
    public static long charge(long measuredMillis, long reportedMillis) {
        if (measuredMillis < 0 || reportedMillis < 0) {
            throw new IllegalArgumentException("thinking times must not be negative");
        }
        return Math.max(reportedMillis, Math.min(measuredMillis - TOLERANCE_MILLIS, reportedMillis + TOLERANCE_MILLIS));
    }

    /**
     * How long into a remote player's turn, by the host's measure, its flag falls when the turn
     * began with {@code remainingMillis} on its clock: the tolerance after its time, since until
     * then its attempt could still be on the way, signed with a thinking time inside its time.
     */
    public static long flagFallsAfter(long remainingMillis) {
        return remainingMillis + TOLERANCE_MILLIS;
    }

    /**
     * Whether a remote player's attempt comes too late to count: what the host would charge for it
     * ({@link #charge}) uses up the {@code remainingMillis} its turn began with.
     */
    public static boolean late(long measuredMillis, long reportedMillis, long remainingMillis) {
        return charge(measuredMillis, reportedMillis) >= remainingMillis;
    }

    /** Whether a host's charge is one the audit accepts against the player's signed report. */
    public static boolean fair(long chargedMillis, long reportedMillis) {
        return chargedMillis >= 0 && chargedMillis <= reportedMillis + TOLERANCE_MILLIS;
    }
}
