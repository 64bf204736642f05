package ks.engine.rating;

/**
 * Elo ratings as the club's chess-service description defines them: new players start at
 * {@link #START}, and after a game each rating moves by {@code K (W - We)} with {@code K = 20}.
 * The expected score {@code We} is read from the description's table of rating differences the
 * way its worked example reads it: for a positive difference the smallest tabulated difference at
 * or above it, for a negative one the largest at or below it; beyond the table's ends the end
 * values (.99 and .01) hold. One source of this rule for the local ledger and the club.
 */
public final class Elo {

    /** The rating of a player with no games. */
    public static final int START = 1200;

    /** The development coefficient. */
    public static final int K = 20;

    /**
     * The table's differences for expected scores .51 to .99 (index {@code i} is
     * {@code We = .51 + i/100}); the negative side mirrors it for .49 down to .01.
     */
    private static final int[] ABOVE = {
        7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
        158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 335,
        351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
    };

    private Elo() {
    }

    /**
     * The expected score, in hundredths (1 to 99), of a player rated {@code own} against one rated
     * {@code opponent}.
     */
    public static int expectedHundredths(int own, int opponent) {
        int difference = own - opponent;
        if (difference == 0) {
            return 50;
        }
        int magnitude = Math.abs(difference);
        int step = ABOVE.length;
        for (int i = 0; i < ABOVE.length; i++) {
            if (ABOVE[i] >= magnitude) {
                step = i + 1;
                break;
            }
        }
        step = Math.min(step, ABOVE.length);
        return difference > 0 ? 50 + step : 50 - step;
    }

    /**
     * The new rating of a player rated {@code own} after a game against {@code opponent} with the
     * score {@code scoreHalves} in half points (2 a win, 1 a draw, 0 a loss), rounded to the
     * nearest whole point (the change is a multiple of 0.2, so it never falls halfway).
     */
    public static int next(int own, int opponent, int scoreHalves) {
        if (scoreHalves < 0 || scoreHalves > 2) {
            throw new IllegalArgumentException("a score is 0, 1 or 2 half points, not " + scoreHalves);
        }
        // In hundredths of a point: K * (W - We) = 20 * (50 * halves - We) / 100.
        int change = K * (50 * scoreHalves - expectedHundredths(own, opponent));
        return own + Math.round(change / 100f);
    }
}
