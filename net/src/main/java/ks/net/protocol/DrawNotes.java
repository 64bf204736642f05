package ks.net.protocol;

/**
 * What each player is told of a draw offer, worded once for every referee (the host, the joint
 * referee, the club, play by file): the offer stands until the opponent's next move, so the note
 * to the opponent says that a move declines it as well as how to accept it.
 */
public final class DrawNotes {

    private DrawNotes() {
    }

    /** To the player who offered, {@code opponent} being the one whose move ends the offer. */
    public static String youOffer(String opponent) {
        return "you offer a draw; it stands until " + opponent + "'s next move";
    }

    /** To the opponent of {@code offerer}. */
    public static String offered(String offerer) {
        return offerer + " offers a draw; type 'draw' to accept, or move to decline";
    }

    /** To the opponent of {@code offerer}, when a game resumes with the offer standing. */
    public static String stillStands(String offerer) {
        return offerer + "'s draw offer still stands; type 'draw' to accept, or move to decline";
    }
}
