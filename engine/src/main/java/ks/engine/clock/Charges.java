package ks.engine.clock;

/**
 * The rule for charging a player who is not the referee, whose moves cross the network: the
 * player signs, with each attempt, how long it thought (from the news that gave it the turn to
 * the attempt, refused attempts included) and its round trip to the referee (the shortest of
 * its last few, {@link RoundTrips}), and the referee charges the thinking time, not what it
 * measured, so network delay is never charged. A charge may exceed the signed thinking time
 * only by what the signed round trip explains, on one move at most {@link #roundTrip} of it,
 * and over a whole game at most {@link #GAME_ALLOWANCE_MILLIS} in all: that is the bound the audit
 * holds the referee to ({@link #fair}, and the sum over the game). A player that under-reports is
 * held to the referee's own measure instead, less the network and {@link #TOLERANCE_MILLIS} a
 * move, not in the committed clocks but in when its flag falls ({@link RemoteAccount}).
 *
 * <p>Attempts signed before round trips were (records of format 2 made by earlier versions,
 * {@code ks/timed-try/v1}) are held to the old rule, {@link #fairWithoutRoundTrip}: up to the
 * tolerance over the signed time on every move.
 */
public final class Charges {

    /**
     * Network delay beyond the round trip that a referee never holds against a player on one move,
     * and the most of a round trip that counts as network.
     */
    public static final long TOLERANCE_MILLIS = 2_000;

    /** The most a referee may charge a player beyond its signed thinking times over a whole game. */
    public static final long GAME_ALLOWANCE_MILLIS = 2_000;

    private Charges() {
    }

    /** How much of a signed round trip of {@code lagMillis} counts as network: at most the tolerance. */
    public static long roundTrip(long lagMillis) {
        if (lagMillis < 0) {
            throw new IllegalArgumentException("a round trip must not be negative");
        }
        return Math.min(TOLERANCE_MILLIS, lagMillis);
    }

    /**
     * Whether charging {@code chargedMillis} for a move signed as {@code reportedMillis} of thought
     * with a round trip of {@code lagMillis} keeps to the bound of one move (the game's is summed
     * by the audit).
     */
    public static boolean fair(long chargedMillis, long reportedMillis, long lagMillis) {
        return chargedMillis >= 0 && chargedMillis <= reportedMillis + roundTrip(lagMillis);
    }

    /** The old rule, for attempts signed without a round trip: up to the tolerance over the signed time. */
    public static boolean fairWithoutRoundTrip(long chargedMillis, long reportedMillis) {
        return chargedMillis >= 0 && chargedMillis <= reportedMillis + TOLERANCE_MILLIS;
    }
}
