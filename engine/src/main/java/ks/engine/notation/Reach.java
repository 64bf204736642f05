package ks.engine.notation;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * Which moves a player's own men could make if the enemy men were not there: the only blockers are
 * the player's own men. This is what the player can judge at the board; the referee decides the rest.
 */
final class Reach {

    private Reach() {
    }

    /** Whether the own man on {@code from} could go to {@code to}, judged by own men only. */
    static boolean canMove(OwnMen men, int from, int to, PawnStep step) {
        long own = men.occupancy();
        if (Bitboards.contains(own, to)) {
            return false;
        }
        int type = men.typeAt(from);
        return switch (type) {
            case PieceType.NONE -> false;
            case PieceType.PAWN -> pawnCanMove(men, from, to, step);
            default -> Bitboards.contains(men.attacksFrom(type, from, own), to)
                    || type == PieceType.KING && isCastling(men, from, to);
        };
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

    /** Whether the castling right on that wing is held and no own man stands between king and rook. */
    static boolean canCastle(OwnMen men, boolean kingSide) {
        int king = OwnMen.kingHome(men.color());
        int rook = OwnMen.rookHome(men.color(), kingSide);
        return men.mayCastle(kingSide)
                && men.king() == king
                && Bitboards.contains(men.men(PieceType.ROOK), rook)
                && (men.occupancy() & Bitboards.between(king, rook)) == 0;
    }

    /** Whether king from {@code from} to {@code to} is a castling its own men allow. */
    static boolean isCastling(OwnMen men, int from, int to) {
        return from == OwnMen.kingHome(men.color()) && Math.abs(to - from) == 2 && canCastle(men, to > from);
    }

    /** The rank (0..7) on which that colour's pawns promote. */
    static int lastRank(int color) {
        return color == Color.WHITE ? 7 : 0;
    }

    private static boolean pawnCanMove(OwnMen men, int from, int to, PawnStep step) {
        int color = men.color();
        boolean diagonal = (Attacks.pawn(color, from) >>> to & 1) != 0;
        if (diagonal) {
            return step != PawnStep.PUSH;
        }
        if (step == PawnStep.CAPTURE) {
            return false;
        }
        int forward = color == Color.WHITE ? 8 : -8;
        if (to == from + forward) {
            return true;
        }
        int startRank = color == Color.WHITE ? 1 : 6;
        return from >>> 3 == startRank && to == from + 2 * forward && (men.occupancy() >>> (from + forward) & 1) == 0;
    }
}
