package ks.engine;

/**
 * The number of legal moves, without listing them: the same rules as {@link MoveGenerator}
 * (checkers, pins, king moves tested with the king lifted, en passant by recomputed attacks), but
 * every man that is not pinned adds the size of its target set, and the pawns that are not pinned
 * are counted all at once by shifting their bitboard. Perft's last ply needs only this number,
 * and it is most of perft's work.
 */
final class LegalMoveCount {

    private static final int KNIGHT = PieceType.KNIGHT;
    private static final int BISHOP = PieceType.BISHOP;
    private static final int ROOK = PieceType.ROOK;
    private static final int QUEEN = PieceType.QUEEN;
    private static final int KING = PieceType.KING;
    private static final long RANK_3 = 0xFF0000L;
    private static final long RANK_6 = 0xFF0000000000L;

    private LegalMoveCount() {
    }

    /** The number of legal moves of the side to move; always {@link MoveGenerator#generate}'s list size. */
    static int of(Position p) {
        long[] pieces = p.pieces;
        int us = p.sideToMove;
        int them = us ^ 1;
        int u = us * 6;
        int t = them * 6;
        long own = p.byColor[us];
        long opp = p.byColor[them];
        long all = own | opp;
        int king = Long.numberOfTrailingZeros(pieces[u + KING]);
        long theirDiag = pieces[t + BISHOP] | pieces[t + QUEEN];
        long theirLine = pieces[t + ROOK] | pieces[t + QUEEN];
        long checkers = MoveGenerator.checkers(pieces, us, king, all, theirDiag, theirLine);

        int n = 0;
        long withoutKing = all ^ (1L << king);
        for (long b = Attacks.king(king) & ~own; b != 0; b &= b - 1) {
            if (!MoveGenerator.attacked(p, Long.numberOfTrailingZeros(b), them, withoutKing)) {
                n++;
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return n;
        }

        long target = ~own;
        if (checkers != 0) {
            target &= Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
        } else {
            n += Integer.bitCount(MoveGenerator.castlings(p, us, them, all));
        }

        long pinned = MoveGenerator.pinned(king, own, opp, all, theirDiag, theirLine);
        for (long b = pieces[u + KNIGHT] & ~pinned; b != 0; b &= b - 1) {
            n += Long.bitCount(Attacks.knight(Long.numberOfTrailingZeros(b)) & target);
        }
        for (long b = pieces[u + BISHOP] | pieces[u + QUEEN]; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long to = Attacks.bishop(from, all) & target;
            if ((pinned & (1L << from)) != 0) {
                to &= Bitboards.line(king, from);
            }
            n += Long.bitCount(to);
        }
        for (long b = pieces[u + ROOK] | pieces[u + QUEEN]; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long to = Attacks.rook(from, all) & target;
            if ((pinned & (1L << from)) != 0) {
                to &= Bitboards.line(king, from);
            }
            n += Long.bitCount(to);
        }
        return n + pawns(p, us, pieces[u], opp, all, target, pinned, king);
    }

    private static int pawns(Position p, int us, long pawns, long opp, long all, long target, long pinned, int king) {
        long free = pawns & ~pinned;
        long empty = ~all;
        long one;
        long two;
        long left;
        long right;
        long lastRank;
        if (us == Color.WHITE) {
            one = (free << 8) & empty;
            two = ((one & RANK_3) << 8) & empty & target;
            left = ((free & ~Bitboards.FILE_A) << 7) & opp & target;
            right = ((free & ~Bitboards.FILE_H) << 9) & opp & target;
            lastRank = Bitboards.RANK_8;
        } else {
            one = (free >>> 8) & empty;
            two = ((one & RANK_6) >>> 8) & empty & target;
            left = ((free & ~Bitboards.FILE_A) >>> 9) & opp & target;
            right = ((free & ~Bitboards.FILE_H) >>> 7) & opp & target;
            lastRank = Bitboards.RANK_1;
        }
        int n = Long.bitCount(two) + withPromotions(one & target, lastRank) + withPromotions(left, lastRank)
                + withPromotions(right, lastRank);
        int forward = us == Color.WHITE ? 8 : -8;
        for (long b = pawns & pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long allowed = target & Bitboards.line(king, from);
            long moves = Attacks.pawn(us, from) & opp & allowed;
            int step = from + forward;
            if ((all & (1L << step)) == 0) {
                moves |= (1L << step) & allowed;
                long twoBit = (1L << (step + forward)) & (us == Color.WHITE ? RANK_3 << 8 : RANK_6 >>> 8);
                if ((twoBit & all) == 0 && (twoBit & allowed) != 0) {
                    n++;
                }
            }
            n += withPromotions(moves, lastRank);
        }
        int ep = p.enPassant;
        if (ep != Square.NONE) {
            for (long b = Attacks.pawn(us ^ 1, ep) & pawns; b != 0; b &= b - 1) {
                if (MoveGenerator.enPassantLegal(p, us, Long.numberOfTrailingZeros(b), ep, king)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Moves to these squares: one each, four (the promotion choices) for each on the last rank. */
    private static int withPromotions(long to, long lastRank) {
        return Long.bitCount(to) + 3 * Long.bitCount(to & lastRank);
    }
}
