package ks.engine.belief.region;

import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;

/** What {@link ManRegions} reads from the words heard: captures, answers to "any?", no pawn tries. */
final class Heard {

    private Heard() {
    }

    /** The yes/no of an answer to "any?" in {@code heard}, or null. */
    static Boolean answer(List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.ANY_ANSWER && a.anyTries() != null) {
                return a.anyTries();
            }
        }
        return null;
    }

    /** The square where our {@code move} took a man, from the words heard, or -1 when it took none. */
    static int takenSquare(int colour, int type, int move, List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.CAPTURE) {
                if (a.square() >= 0) {
                    return a.square();
                }
                int to = Move.to(move);
                boolean passant = type == PieceType.PAWN && Move.isEnPassant(move);
                return passant ? to - (colour == Color.WHITE ? 8 : -8) : to;
            }
        }
        return -1;
    }

    /** Whether a capture heard took a pawn or a piece, or null when not said. */
    static Capture.Kind captured(List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.CAPTURE) {
                return a.captured();
            }
        }
        return null;
    }

    /** Whether {@code heard} tells that {@code side} has no pawn capture (a count of 0, or "no"). */
    static boolean noTries(List<Announcement> heard, int side) {
        for (Announcement a : heard) {
            boolean kindOk = a.kind() == Announcement.Kind.PAWN_TRIES || a.kind() == Announcement.Kind.ANY_ANSWER;
            boolean whose = a.colour() == Announcement.NOT_SAID || a.colour() == side
                    || a.kind() == Announcement.Kind.ANY_ANSWER;
            if (kindOk && whose && (a.pawnTries() == 0 || Boolean.FALSE.equals(a.anyTries()))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code heard} gives check (to whichever side is to move next). */
    static boolean check(List<Announcement> heard) {
        return heard.stream().anyMatch(a -> a.kind() == Announcement.Kind.CHECK);
    }
}
