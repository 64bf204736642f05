package ks.engine.belief.region;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * Where an enemy man may go in one move when only our men are known to stand in its way: the
 * squares {@link ManRegions} grows a region by. Enemy men unseen could only block more, so each
 * set here holds every square the man could truly reach (and may hold more). Attacks are
 * symmetric, so a man on one of a set of squares reaches a target exactly when the target's
 * attacks of that kind meet the set.
 */
final class Moves {

    private Moves() {
    }

    /** The squares a pawn of {@code side} on one of {@code from} may push to, our men {@code occupied}. */
    static long pawnPushes(int side, long from, long occupied) {
        boolean white = side == Color.WHITE;
        long one = (white ? from << 8 : from >>> 8) & ~occupied;
        long start = white ? Bitboards.RANK_1 << 16 : Bitboards.RANK_1 << 40;
        long two = (white ? (one & start) << 8 : (one & start) >>> 8) & ~occupied;
        return one | two;
    }

    /** The squares a man of {@code type} of {@code side} on one of {@code from} may move to (castling included). */
    static long reach(int type, int side, long from, long occupied) {
        long to = 0;
        for (long b = from; b != 0; b &= b - 1) {
            to |= attacks(type, Long.numberOfTrailingZeros(b), occupied);
        }
        int home = OwnMen.kingHome(side);
        if (type == PieceType.KING && Bitboards.contains(from, home)) {
            to |= Bitboards.bit(home + 2) | Bitboards.bit(home - 2);
        }
        return to;
    }

    /** The squares a piece of any kind (a promoted pawn) on one of {@code from} may move to. */
    static long pieceReach(long from, long occupied) {
        return reach(PieceType.QUEEN, Color.WHITE, from, occupied) | reach(PieceType.KNIGHT, Color.WHITE, from, occupied);
    }

    /** Whether a man of {@code type} on one of {@code from} may take on {@code target}. */
    static boolean reaches(int type, long from, long occupied, int target) {
        return (attacks(type, target, occupied) & from) != 0;
    }

    /** The squares from which a pawn of {@code side} would take a man on one of {@code targets}. */
    static long pawnAttackers(int side, long targets) {
        long from = 0;
        for (long b = targets; b != 0; b &= b - 1) {
            from |= Attacks.pawn(Color.opposite(side), Long.numberOfTrailingZeros(b));
        }
        return from;
    }

    /** The squares beside {@code sq} on its rank: where a pawn that takes a pawn on it en passant stands. */
    static long besides(int sq) {
        long b = Bitboards.bit(sq);
        return (b << 1 & ~Bitboards.FILE_A) | (b >>> 1 & ~Bitboards.FILE_H);
    }

    /** The squares our man of {@code type} passed over from {@code from} to {@code to} (castling: the rook's too). */
    static long passed(OwnMen men, int type, int from, int to) {
        if (type == PieceType.KNIGHT) {
            return 0;
        }
        if (type == PieceType.KING) {
            if (!men.isCastling(from, to)) {
                return 0;
            }
            int rook = OwnMen.rookHome(men.color(), to > from);
            return Bitboards.between(from, to) | Bitboards.between(rook, from) | Bitboards.bit(rook);
        }
        return Bitboards.between(from, to);
    }

    /** The squares our pawns could take on, leaving out the pawns on a line through our king (they may be pinned). */
    static long surelyTakenByOurPawns(OwnMen men) {
        long taken = 0;
        for (long b = men.men(PieceType.PAWN) & ~Attacks.queen(men.king(), 0); b != 0; b &= b - 1) {
            taken |= Attacks.pawn(men.color(), Long.numberOfTrailingZeros(b));
        }
        return taken;
    }

    /**
     * The squares from which an enemy pawn would take one of our men {@code men}, leaving out those
     * on a line of one of our sliders (a pawn there may be pinned to its king).
     */
    static long surelyTakingPawnSquares(OwnMen men, int enemy) {
        long pinnable = 0;
        for (long b = men.men(PieceType.ROOK) | men.men(PieceType.QUEEN); b != 0; b &= b - 1) {
            pinnable |= Attacks.rook(Long.numberOfTrailingZeros(b), 0);
        }
        for (long b = men.men(PieceType.BISHOP) | men.men(PieceType.QUEEN); b != 0; b &= b - 1) {
            pinnable |= Attacks.bishop(Long.numberOfTrailingZeros(b), 0);
        }
        return pawnAttackers(enemy, men.occupancy()) & ~pinnable;
    }

    private static long attacks(int type, int sq, long occupied) {
        return switch (type) {
            case PieceType.KNIGHT -> Attacks.knight(sq);
            case PieceType.BISHOP -> Attacks.bishop(sq, occupied);
            case PieceType.ROOK -> Attacks.rook(sq, occupied);
            case PieceType.QUEEN -> Attacks.queen(sq, occupied);
            case PieceType.KING -> Attacks.king(sq);
            default -> throw new IllegalArgumentException("not a piece: " + type);
        };
    }
}
