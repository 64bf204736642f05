package ks.engine.rating;

/**
 * The club's rules against lifting a rating with accounts of one's own (docs/club.md,
 * "Provisional ratings"), over {@link Elo}. A member's rating is provisional until they have played
 * {@link #GAMES} rated games against established opponents, {@link #OPPONENTS} of them distinct;
 * a provisional rating moves as {@link Elo} says, but a provisional opponent never moves an
 * established rating, and two provisional members' games move nobody once the club has established
 * members ({@link #rates}). Of the games two members finish within {@link #REPEAT_WINDOW_MS}, the
 * first {@link #FULL_REPEATS} count in full and each one after counts half the one before it.
 */
public final class Provisional {

    /** Rated games against established opponents a member needs to be established. */
    public static final int GAMES = 5;

    /** Distinct established opponents among those games. */
    public static final int OPPONENTS = 3;

    /** Games between one pair in a window that count in full. */
    public static final int FULL_REPEATS = 3;

    /** The window repeated games between one pair are counted over: a day. */
    public static final long REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000L;

    /** Past this many halvings no change is left to round; it also keeps the shift in range. */
    private static final int MOST_HALVINGS = 20;

    /** One player as a game's rating change needs them: the rating, and whether it is established. */
    public record Side(int rating, boolean established) {
    }

    private Provisional() {
    }

    /**
     * Whether {@code games} rated games against established opponents, {@code opponents} of them
     * distinct, make a member established.
     */
    public static boolean establishes(int games, int opponents) {
        return games >= GAMES && opponents >= OPPONENTS;
    }

    /**
     * Whether a game between {@code a} and {@code b} moves any rating: not when both are
     * provisional, as FIDE rates no game between two unrated players, or a member could lift their
     * own provisional rating with puppets and then have it established at that height by five games
     * against established members; except in a new club ({@code newClub}: fewer than
     * {@link #OPPONENTS} members established), whose first games must rate somebody.
     */
    public static boolean rates(Side a, Side b, boolean newClub) {
        return a.established() || b.established() || newClub;
    }

    /**
     * The new rating of {@code own} after a game against {@code opponent} scoring {@code scoreHalves}
     * half points, when the two had finished {@code earlier} games with each other within the
     * window before this one (a game {@link #rates} says moves something). The change is {@link Elo}'s, halved once for each game past
     * {@link #FULL_REPEATS}, rounded half away from zero so that a pair's changes stay opposite.
     */
    public static int next(Side own, Side opponent, int scoreHalves, int earlier) {
        if (own.established() && !opponent.established()) {
            return own.rating();
        }
        int halvings = Math.max(0, earlier - FULL_REPEATS + 1);
        if (halvings > MOST_HALVINGS) {
            return own.rating();
        }
        // Elo's change in hundredths of a point, halved exactly, then rounded (unhalved, it is a
        // multiple of 0.2 and rounds as Elo.next does).
        long hundredths = (long) Elo.K * (50 * scoreHalves - Elo.expectedHundredths(own.rating(), opponent.rating()));
        long divisor = 100L << halvings;
        long magnitude = (2 * Math.abs(hundredths) + divisor) / (2 * divisor);
        return own.rating() + (int) (Long.signum(hundredths) * magnitude);
    }
}
