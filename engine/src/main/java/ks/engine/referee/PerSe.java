package ks.engine.referee;

import ks.engine.Attacks;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * Whether an attempt is possible per se: makeable judging only by the mover's own men and
 * castling rights, as if the enemy men were invisible. Anything that depends on enemy men (a
 * pawn's diagonal step, a path or target occupied by the enemy, check) is possible per se.
 */
final class PerSe {

    private PerSe() {
    }

    static boolean possible(Position p, int move) {
        int us = p.sideToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        if (from == to || p.colorAt(from) != us) {
            return false;
        }
        long own = p.occupancy(us);
        if ((own & 1L << to) != 0) {
            return false;
        }
        int type = p.pieceTypeAt(from);
        if (type != PieceType.PAWN && Move.isPromotion(move)) {
            return false;
        }
        switch (type) {
            case PieceType.PAWN:
                return pawnPossible(us, from, to, Move.promotion(move), own);
            case PieceType.KNIGHT:
                return (Attacks.knight(from) & 1L << to) != 0;
            case PieceType.BISHOP:
                return (Attacks.bishop(from, own) & 1L << to) != 0;
            case PieceType.ROOK:
                return (Attacks.rook(from, own) & 1L << to) != 0;
            case PieceType.QUEEN:
                return (Attacks.queen(from, own) & 1L << to) != 0;
            default:
                return (Attacks.king(from) & 1L << to) != 0 || castlingPossible(p, us, from, to, own);
        }
    }

    private static boolean pawnPossible(int us, int from, int to, int promotion, long own) {
        boolean lastRank = Square.rank(to) == (us == Color.WHITE ? 7 : 0);
        boolean promotes = promotion != PieceType.NONE;
        if (lastRank != promotes || promotes && (promotion < PieceType.KNIGHT || promotion > PieceType.QUEEN)) {
            return false;
        }
        int forward = us == Color.WHITE ? 8 : -8;
        if (to == from + forward || (Attacks.pawn(us, from) & 1L << to) != 0) {
            return true;
        }
        boolean onStart = Square.rank(from) == (us == Color.WHITE ? 1 : 6);
        return onStart && to == from + 2 * forward && (own & 1L << (from + forward)) == 0;
    }

    private static boolean castlingPossible(Position p, int us, int from, int to, long own) {
        int home = us == Color.WHITE ? 4 : 60;
        if (from != home || Math.abs(to - from) != 2) {
            return false;
        }
        boolean kingside = to > from;
        int right = us == Color.WHITE
                ? (kingside ? Position.WHITE_KINGSIDE : Position.WHITE_QUEENSIDE)
                : (kingside ? Position.BLACK_KINGSIDE : Position.BLACK_QUEENSIDE);
        if ((p.castlingRights() & right) == 0) {
            return false;
        }
        int rook = kingside ? from + 3 : from - 4;
        for (int sq = Math.min(from, rook) + 1; sq < Math.max(from, rook); sq++) {
            if ((own & 1L << sq) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the attempt is a pawn's diagonal step: a pawn-capture attempt. */
    static boolean isPawnCapture(Position p, int move) {
        int from = Move.from(move);
        int us = p.sideToMove();
        return p.colorAt(from) == us && p.pieceTypeAt(from) == PieceType.PAWN
                && (Attacks.pawn(us, from) & 1L << Move.to(move)) != 0;
    }
}
