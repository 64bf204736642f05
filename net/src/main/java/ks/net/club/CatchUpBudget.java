package ks.net.club;

/**
 * How much catching up one player of a club game may have the club do, by the club's clock. A
 * catch-up replays every action of the game through a fresh referee and signs again the news the
 * player says it lacks ({@link ClubNews}), on the game's actor, where the opponent's moves wait
 * behind it: 25 to 50 microseconds a step, 150 to 280 ms in a game of 3,000 actions under load. A
 * member who reconnects without end would keep the actor busy and a core with it, so each player's catch-ups
 * are paid from a balance of {@value #MOST} steps (an action replayed or a piece of news signed)
 * that refills by {@value #PER_SECOND} a second: one is made while the balance is not below zero,
 * and may take it below. One catch-up costs at most a full balance, however large the game: its
 * size is mostly the opponent's doing (1,000 "any?" a turn are allowed), and counted in full it
 * made an honest player who reconnected wait, their clock running, as long as the opponent had
 * grown the game. An honest player who reconnects a few times a minute never waits; past the
 * balance, a catch-up waits for the club's sweep after the balance is back ({@link ClubResume}).
 * Used only on the game's actor.
 */
final class CatchUpBudget {

    /** The balance when full: under 1 s of a core, five catch-ups of a game of 3,000 actions at once. */
    static final long MOST = 20_000;
    /** What the balance regains each second: up to 5 % of a core for a member reconnecting without end. */
    static final long PER_SECOND = 1_000;

    private long balance = MOST;
    private long at = Long.MIN_VALUE;

    /** Whether a catch-up may be made at {@code nowMillis}. */
    boolean allows(long nowMillis) {
        refill(nowMillis);
        return balance >= 0;
    }

    /**
     * Whether the balance is full at {@code nowMillis}: a finished game is let go only then, so that
     * loading it again does not give its players a new balance.
     */
    boolean full(long nowMillis) {
        refill(nowMillis);
        return balance >= MOST;
    }

    /** A catch-up of {@code steps} was made at {@code nowMillis}; it costs {@value #MOST} at most. */
    void spend(long steps, long nowMillis) {
        refill(nowMillis);
        balance -= Math.min(steps, MOST);
    }

    private void refill(long nowMillis) {
        if (at != Long.MIN_VALUE && nowMillis > at) {
            balance = Math.min(MOST, balance + (nowMillis - at) * PER_SECOND / 1000);
        }
        if (at == Long.MIN_VALUE || nowMillis > at) {
            at = nowMillis;
        }
    }
}
