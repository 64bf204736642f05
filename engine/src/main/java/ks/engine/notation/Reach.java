package ks.engine.notation;

import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * Which of a player's own men could make a typed move. Whether a man could go somewhere at all is
 * {@link OwnMen#canReach} (the same rule the referee uses for "impossible"); this adds only what
 * the notation says about a pawn's movement: straight on, diagonally, or either.
 */
final class Reach {

    private Reach() {
    }

    /** Whether the own man on {@code from} could go to {@code to} in the way {@code step} says, judged by own men only. */
    static boolean canMove(OwnMen men, int from, int to, PawnStep step) {
        if (step != PawnStep.EITHER && men.typeAt(from) == PieceType.PAWN) {
            boolean diagonal = Square.file(from) != Square.file(to);
            if (diagonal != (step == PawnStep.CAPTURE)) {
                return false;
            }
        }
        return men.canReach(from, to);
    }

    /** The own men of {@code type} that could go to {@code to}. */
    static long origins(OwnMen men, int type, int to, PawnStep step) {
        long origins = 0;
        for (long left = men.men(type); left != 0; left &= left - 1) {
            int from = Long.numberOfTrailingZeros(left);
            if (canMove(men, from, to, step)) {
                origins |= 1L << from;
            }
        }
        return origins;
    }
}
