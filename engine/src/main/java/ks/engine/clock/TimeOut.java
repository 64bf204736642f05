package ks.engine.clock;

import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;

/**
 * What a player's running out of time means: a loss, except a draw when the opponent could never
 * mate by any series of legal moves. That is judged conservatively from the material: the opponent
 * has nothing but its king, or the board as a whole cannot mate ({@link Position#insufficientMaterial}).
 * A lone knight or bishop against other men can mate in some position, so it does not save the
 * player whose time ran out.
 */
public final class TimeOut {

    private TimeOut() {
    }

    /** Whether {@code flagged}'s running out of time in {@code position} is a draw rather than a loss. */
    public static boolean isDraw(Position position, int flagged) {
        return canNeverMate(position, Color.opposite(flagged));
    }

    /** Whether {@code colour} could never give mate from here. */
    public static boolean canNeverMate(Position position, int colour) {
        long men = position.occupancy(colour) & ~position.pieces(colour, PieceType.KING);
        return men == 0 || position.insufficientMaterial();
    }
}
