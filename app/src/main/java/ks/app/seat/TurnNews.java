package ks.app.seat;

import java.util.List;
import ks.engine.referee.Announcement;

/**
 * Which turn the umpire's news belongs to: the news of an action (a capture, a check, a refusal,
 * an answer) belongs to the turn of whoever acted; the news that opens a turn (whose turn it is,
 * the pawn tries of the side to move) belongs to the turn it opens. A legal move's answer carries
 * both, in that order, so a view can say where one turn ends and the next begins.
 */
public final class TurnNews {

    private TurnNews() {
    }

    /** Whether {@code a} opens the turn that follows it. */
    public static boolean opensTurn(Announcement a) {
        return a.kind() == Announcement.Kind.TURN || a.kind() == Announcement.Kind.PAWN_TRIES;
    }

    /** Whether the news ends the game (so no turn follows). */
    public static boolean endsGame(List<Announcement> heard) {
        return heard.stream().anyMatch(a -> a.kind() == Announcement.Kind.GAME_OVER);
    }

    /** The news of the action itself: everything before the first announcement that opens a turn. */
    public static List<Announcement> ofAction(List<Announcement> heard) {
        return heard.subList(0, firstOpening(heard));
    }

    /** The news that opens the next turn: from the first announcement that opens one. */
    public static List<Announcement> ofNextTurn(List<Announcement> heard) {
        return heard.subList(firstOpening(heard), heard.size());
    }

    private static int firstOpening(List<Announcement> heard) {
        for (int i = 0; i < heard.size(); i++) {
            if (opensTurn(heard.get(i))) {
                return i;
            }
        }
        return heard.size();
    }
}
