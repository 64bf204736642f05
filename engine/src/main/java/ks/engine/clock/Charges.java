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
 * held to the referee's own measure instead, less the network and the delay a game allows
 * ({@link #DELAY_ALLOWANCE_MILLIS} to start with, {@link #DELAY_REFILL_MILLIS} more with each move),
 * not in the committed clocks but in when its flag falls ({@link RemoteAccount}).
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

    /**
     * Delay beyond the round trip that a referee passes over, unheld, at a game's start and at most
     * at any time: what a stall, a slow save or a collector's pause may cost an honest player's
     * moves. Passing over a tolerance on every move instead let a player keep back just under it
     * on every move, 80 s over 40 moves of a game of one minute, and nobody saw it.
     */
    public static final long DELAY_ALLOWANCE_MILLIS = 2_000;

    /** What of {@link #DELAY_ALLOWANCE_MILLIS} each move gives back: more than an honest move's delays on a loaded machine. */
    public static final long DELAY_REFILL_MILLIS = 250;

    /** The delay a game allows, in the words a player reads. */
    public static final String DELAY_WORDS = "the delay a game allows: " + DELAY_ALLOWANCE_MILLIS / 1000 + " s, and "
            + DELAY_REFILL_MILLIS / 1000.0 + " s more with each move";

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
