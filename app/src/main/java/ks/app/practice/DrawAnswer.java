package ks.app.practice;

import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.net.protocol.Event;

/**
 * How the built-in opponent answers a draw offer, by a rule it states: it accepts when its own
 * men are worth less than half of what they were worth at the start (pawn 1, knight and bishop 3,
 * rook 5, queen 9), and otherwise declines, saying the rule. It counts only its own men, which is
 * all it knows for certain.
 */
final class DrawAnswer {

    /**
     * What the opponent says when it declines: the rule, not its material, short enough to reach
     * the player as one message (a longer one is cut into lines each marked as the opponent's).
     */
    static final String DECLINE = "No draw: I accept one only below half my starting material.";

    private static final int[] VALUE = new int[8];

    static {
        VALUE[PieceType.PAWN] = 1;
        VALUE[PieceType.KNIGHT] = 3;
        VALUE[PieceType.BISHOP] = 3;
        VALUE[PieceType.ROOK] = 5;
        VALUE[PieceType.QUEEN] = 9;
    }

    private DrawAnswer() {
    }

    /** Whether {@code note} is {@code opponent}'s draw offer, as the session words it. */
    static boolean isOffer(Event.Note note, String opponent) {
        return note.text().startsWith(opponent + " offers a draw");
    }

    /** The men's worth by the values above (the king counts nothing). */
    static int worth(OwnMen men) {
        int total = 0;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            total += VALUE[type] * Long.bitCount(men.men(type));
        }
        return total;
    }

    /** Whether the opponent, whose men were worth {@code atStart}, accepts with {@code men} left. */
    static boolean accepts(OwnMen men, int atStart) {
        return 2 * worth(men) < atStart;
    }
}
