package ks.engine.clock;

/**
 * A referee's account, over one game, of a player whose moves cross the network: what it charged
 * beyond the player's signed thinking times ({@link #overcharged}, which {@link Charges} bounds by
 * the signed round trips and {@link Charges#GAME_ALLOWANCE_MILLIS} in all), and what of its own
 * measure it could not charge ({@link #unaccounted}): time that neither the signed thinking nor
 * the network explains, the network being the round trip and the delay the game allows
 * ({@link Charges#DELAY_ALLOWANCE_MILLIS}, spent by delays and given back
 * {@link Charges#DELAY_REFILL_MILLIS} a move). An honest player on a working network leaves none;
 * a player that under-reports leaves what it kept back. The committed clocks never show it (the
 * audit would not let them), but the player's flag falls that much sooner by the referee's
 * measure, so under-reporting buys at most 2 s and a quarter of a second a move over a game.
 * Under {@code daily} every move in time sets the clock back to 24 hours, so nothing is carried
 * from one move to the next.
 */
public final class RemoteAccount {

    private final boolean carries;
    private long overcharged;
    private long unaccounted;
    /** What is left of the delay the game allows. */
    private long slack = Charges.DELAY_ALLOWANCE_MILLIS;

    /** A new game's account under {@code control}. */
    public RemoteAccount(TimeControl control) {
        this.carries = !(control instanceof TimeControl.Daily);
    }

    /**
     * What to charge for a move the referee measured at {@code measuredMillis}, signed as
     * {@code reportedMillis} of thought with a round trip of {@code lagMillis}: the signed time,
     * and beyond it only what neither the round trip nor the tolerance explains, at most the round
     * trip and what is left of the game's allowance.
     */
    public long charge(long measuredMillis, long reportedMillis, long lagMillis) {
        if (measuredMillis < 0 || reportedMillis < 0) {
            throw new IllegalArgumentException("thinking times must not be negative");
        }
        long network = Charges.roundTrip(lagMillis);
        long beyond = measuredMillis - reportedMillis - network - Charges.TOLERANCE_MILLIS;
        long room = Math.min(network, Math.max(0, Charges.GAME_ALLOWANCE_MILLIS - overcharged));
        return reportedMillis + Math.max(0, Math.min(beyond, room));
    }

    /** The move was made: charges it as {@link #charge} says and keeps the account. Returns the charge. */
    public long moved(long measuredMillis, long reportedMillis, long lagMillis) {
        long charged = charge(measuredMillis, reportedMillis, lagMillis);
        overcharged += charged - reportedMillis;
        hold(measuredMillis - charged - Charges.roundTrip(lagMillis));
        return charged;
    }

    /**
     * A move whose charge is the signed time itself (a joint game, where both sides derive the
     * clocks from the signatures and nobody charges more): measured at {@code measuredMillis} by
     * the other side, signed as {@code reportedMillis} with a round trip of {@code lagMillis}.
     * Only what neither the signed time, the round trip nor the tolerance explains is kept, as
     * unaccounted.
     */
    public void watched(long measuredMillis, long reportedMillis, long lagMillis) {
        if (measuredMillis < 0 || reportedMillis < 0) {
            throw new IllegalArgumentException("thinking times must not be negative");
        }
        hold(measuredMillis - reportedMillis - Charges.roundTrip(lagMillis));
    }

    /** A move left {@code delayMillis} unexplained: the slack passes over what it can, the rest is held; then a move's refill. */
    private void hold(long delayMillis) {
        if (!carries) {
            return;
        }
        long delay = Math.max(0, delayMillis);
        long passed = Math.min(delay, slack);
        slack = Math.min(Charges.DELAY_ALLOWANCE_MILLIS, slack - passed + Charges.DELAY_REFILL_MILLIS);
        unaccounted += delay - passed;
    }

    /**
     * How long into a turn that began with {@code remainingMillis} on the player's clock its flag
     * falls by the referee's measure: its time less what it left unaccounted for, plus the round
     * trip and the delay the game still allows, since until then its attempt could still be on the
     * way. Zero or less when it has already fallen.
     */
    public long flagFallsAfter(long remainingMillis, long lagMillis) {
        return remainingMillis - unaccounted + Charges.roundTrip(lagMillis) + (carries ? slack : Charges.DELAY_ALLOWANCE_MILLIS);
    }

    /**
     * Whether an attempt measured at {@code measuredMillis} into a turn that began with
     * {@code remainingMillis}, signed as {@code reportedMillis} with a round trip of
     * {@code lagMillis}, comes too late to count: its charge uses the time up, or the flag had
     * fallen by the referee's measure before it came.
     */
    public boolean late(long measuredMillis, long reportedMillis, long lagMillis, long remainingMillis) {
        return charge(measuredMillis, reportedMillis, lagMillis) >= remainingMillis
                || measuredMillis >= flagFallsAfter(remainingMillis, lagMillis);
    }

    /** What was charged beyond the signed thinking times so far. */
    public long overcharged() {
        return overcharged;
    }

    /** What of the referee's measure neither the signed thinking, the charges nor the network explain. */
    public long unaccounted() {
        return unaccounted;
    }

    /**
     * The game goes on from committed clocks alone (a save restored, a club restarted), without the
     * thinking times its charges were made against: the allowance counts as spent, so nothing more
     * is charged beyond what is signed, and nothing is held unaccounted.
     */
    public void resumed() {
        overcharged = Charges.GAME_ALLOWANCE_MILLIS;
        unaccounted = 0;
        slack = Charges.DELAY_ALLOWANCE_MILLIS;
    }
}
