package ks.net.protocol;

/**
 * The bound on what a player the referee does not trust (a guest, a club's member, the other
 * process of a joint game) may attempt and ask in one turn. Each attempt and "any?" is kept in the
 * record and stored, so without a bound a modified program could grow both, and the cost of every
 * save, without end in a game with no clock. Past {@link #ACTIONS} in a turn, a referee takes only
 * an attempt it will play ({@code Referee.wouldAccept}), so the turn can still end; anything else
 * stops a two-process host's game, the guest's fault, and the club refuses it unjudged and unkept;
 * in a joint game, where nobody can judge an attempt alone, the next one stops the game, and the
 * process of an honest player sends none. No person, and no program
 * that tries its own possible moves, comes near it (docs/protocol.md §7, docs/joint-referee.md).
 * One for each such player of a game; not thread-safe.
 */
public final class TurnBound {

    /** Attempts and questions taken from the player in one turn. */
    public static final int ACTIONS = 1_000;

    /** The ply whose turn {@link #actions} counts. */
    private int turnPly = -1;
    private int actions;

    /** What an attempt refused past the bound is told, in the words of every referee that keeps one. */
    public static String attemptRefused(int seq) {
        return "attempt " + seq + " is refused unjudged: past " + ACTIONS
                + " attempts and questions in one turn, only a move that will be played is taken";
    }

    /** What a question refused past the bound is told. */
    public static String questionRefused(int seq) {
        return "question " + seq + " is refused: past " + ACTIONS + " attempts and questions in one turn";
    }

    /** The fault of a joint game's {@code player} who went past the bound: the game's stop and the audit's. */
    public static String exceeded(String player) {
        return player + " made more than " + ACTIONS + " attempts and questions in one turn";
    }

    /** What a joint game's own player is told once its turn has reached the bound. */
    public static String reachedOwn() {
        return "nothing more goes to the umpire this turn: " + ACTIONS
                + " attempts and questions in one turn are the most the other process takes (you may still resign"
                + " or offer a draw)";
    }

    /** Counts an attempt or question made when {@code plies} plies have been played; false past the bound. */
    public boolean admit(int plies) {
        if (reached(plies)) {
            return false;
        }
        if (plies != turnPly) {
            turnPly = plies;
            actions = 0;
        }
        actions++;
        return true;
    }

    /** Whether the turn after {@code plies} plies has had all {@link #ACTIONS} it takes; counts nothing. */
    public boolean reached(int plies) {
        return plies == turnPly && actions >= ACTIONS;
    }
}
