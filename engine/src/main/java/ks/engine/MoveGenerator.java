package ks.engine;

/**
 * Legal move generation without trial moves: it finds the checkers and the pinned men first,
 * then restricts every man's targets to the squares that answer the check and to its pin
 * line, so each generated move is legal as generated. King moves are tested against enemy
 * attacks with the king lifted off the board (so it cannot step back along a checking ray);
 * en passant, the one move that can uncover an attack along a rank by removing two men, is
 * checked by recomputing slider attacks on the king.
 */
final class MoveGenerator {

    private static final int KNIGHT = PieceType.KNIGHT;
    private static final int BISHOP = PieceType.BISHOP;
    private static final int ROOK = PieceType.ROOK;
    private static final int QUEEN = PieceType.QUEEN;
    private static final int KING = PieceType.KING;

    private MoveGenerator() {
    }

    static void generate(Position p, MoveList list) {
        int[] out = list.moves;
        int n = 0;
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

        long checkers = checkers(pieces, us, king, all, theirDiag, theirLine);

        long withoutKing = all ^ (1L << king);
        for (long b = Attacks.king(king) & ~own; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            if (!attacked(p, to, them, withoutKing)) {
                out[n++] = king | to << 6;
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            list.size = n;
            return;
        }

        long target = ~own;
        if (checkers != 0) {
            int checker = Long.numberOfTrailingZeros(checkers);
            target &= Bitboards.between(king, checker) | checkers;
        } else {
            int castlings = castlings(p, us, them, all);
            int e = us == Color.WHITE ? 4 : 60;
            if ((castlings & 1) != 0) {
                out[n++] = Move.castling(e, e + 2);
            }
            if ((castlings & 2) != 0) {
                out[n++] = Move.castling(e, e - 2);
            }
        }

        long pinned = pinned(king, own, opp, all, theirDiag, theirLine);

        for (long b = pieces[u + KNIGHT] & ~pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = addAll(out, n, from, Attacks.knight(from) & target);
        }
        for (long b = pieces[u + BISHOP] | pieces[u + QUEEN]; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long to = Attacks.bishop(from, all) & target;
            if ((pinned & (1L << from)) != 0) {
                to &= Bitboards.line(king, from);
            }
            n = addAll(out, n, from, to);
        }
        for (long b = pieces[u + ROOK] | pieces[u + QUEEN]; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long to = Attacks.rook(from, all) & target;
            if ((pinned & (1L << from)) != 0) {
                to &= Bitboards.line(king, from);
            }
            n = addAll(out, n, from, to);
        }
        n = pawns(p, us, pieces[u], opp, all, target, pinned, king, out, n);
        list.size = n;
    }

    private static int addAll(int[] out, int n, int from, long targets) {
        for (; targets != 0; targets &= targets - 1) {
            out[n++] = from | Long.numberOfTrailingZeros(targets) << 6;
        }
        return n;
    }

    private static int pawns(Position p, int us, long pawns, long opp, long all, long target, long pinned,
            int king, int[] out, int n) {
        int forward = us == Color.WHITE ? 8 : -8;
        long lastRank = us == Color.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long doubleRank = us == Color.WHITE ? 0xFF000000L : 0xFF00000000L;
        int ep = p.enPassant;
        for (long b = pawns; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long allowed = target;
            if ((pinned & (1L << from)) != 0) {
                allowed &= Bitboards.line(king, from);
            }
            long moves = Attacks.pawn(us, from) & opp & allowed;
            int one = from + forward;
            if ((all & (1L << one)) == 0) {
                moves |= (1L << one) & allowed;
                int two = one + forward;
                long twoBit = (1L << two) & doubleRank;
                if ((twoBit & all) == 0 && (twoBit & allowed) != 0) {
                    out[n++] = Move.doublePush(from, two);
                }
            }
            if ((moves & lastRank) != 0) {
                for (long m = moves; m != 0; m &= m - 1) {
                    int base = from | Long.numberOfTrailingZeros(m) << 6;
                    out[n++] = base | QUEEN << 12;
                    out[n++] = base | ROOK << 12;
                    out[n++] = base | BISHOP << 12;
                    out[n++] = base | KNIGHT << 12;
                }
            } else {
                n = addAll(out, n, from, moves);
            }
            if (ep != Square.NONE && (Attacks.pawn(us, from) & (1L << ep)) != 0
                    && enPassantLegal(p, us, from, ep, king)) {
                out[n++] = Move.enPassant(from, ep);
            }
        }
        return n;
    }

    /** Plays the capture on a scratch occupancy and asks whether any enemy man then attacks the king. */
    static boolean enPassantLegal(Position p, int us, int from, int to, int king) {
        int victim = to ^ 8;
        long occ = (p.all ^ (1L << from) ^ (1L << victim)) | (1L << to);
        return (p.attackersTo(king, us ^ 1, occ) & ~(1L << victim)) == 0;
    }

    /** The enemy men giving check to the king on {@code king}. */
    static long checkers(long[] pieces, int us, int king, long all, long theirDiag, long theirLine) {
        int t = (us ^ 1) * 6;
        return (Attacks.knight(king) & pieces[t + KNIGHT])
                | (Attacks.pawn(us, king) & pieces[t])
                | (Attacks.bishop(king, all) & theirDiag)
                | (Attacks.rook(king, all) & theirLine);
    }

    /** Our men that stand alone between the king and an enemy slider on its line. */
    static long pinned(int king, long own, long opp, long all, long theirDiag, long theirLine) {
        long pinned = 0;
        for (long s = (Attacks.bishop(king, opp) & theirDiag) | (Attacks.rook(king, opp) & theirLine);
                s != 0; s &= s - 1) {
            long blockers = Bitboards.between(king, Long.numberOfTrailingZeros(s)) & all;
            if ((blockers & (blockers - 1)) == 0) {
                pinned |= blockers & own;
            }
        }
        return pinned;
    }

    /** The legal castlings of a side not in check: bit 0 kingside, bit 1 queenside. */
    static int castlings(Position p, int us, int them, long all) {
        int rights = p.castling >> (us * 2);
        if ((rights & 3) == 0) {
            return 0;
        }
        int e = us == Color.WHITE ? 4 : 60;
        int legal = 0;
        if ((rights & 1) != 0 && (all & (3L << (e + 1))) == 0
                && !attacked(p, e + 1, them, all) && !attacked(p, e + 2, them, all)) {
            legal = 1;
        }
        if ((rights & 2) != 0 && (all & (7L << (e - 3))) == 0
                && !attacked(p, e - 1, them, all) && !attacked(p, e - 2, them, all)) {
            legal |= 2;
        }
        return legal;
    }

    static boolean attacked(Position p, int sq, int by, long occ) {
        long[] pieces = p.pieces;
        int b = by * 6;
        return (Attacks.knight(sq) & pieces[b + KNIGHT]) != 0
                || (Attacks.pawn(by ^ 1, sq) & pieces[b]) != 0
                || (Attacks.king(sq) & pieces[b + KING]) != 0
                || (Attacks.bishop(sq, occ) & (pieces[b + BISHOP] | pieces[b + QUEEN])) != 0
                || (Attacks.rook(sq, occ) & (pieces[b + ROOK] | pieces[b + QUEEN])) != 0;
    }
}
