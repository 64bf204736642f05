package ks.engine.referee;

import java.util.EnumSet;
import java.util.Set;
import java.util.TreeSet;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * The umpire's facts and the per-se test recomputed the slow, obvious way (walking rays square by
 * square, enumerating legal moves), independently of {@link Umpire} and {@link ks.engine.OwnMen#canMake}.
 */
final class BruteForce {

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] KNIGHT_JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    private BruteForce() {
    }

    static Set<CheckDirection> checks(Position p) {
        int us = p.sideToMove();
        int king = p.kingSquare(us);
        int kf = Square.file(king);
        int kr = Square.rank(king);
        Set<CheckDirection> out = EnumSet.noneOf(CheckDirection.class);
        for (int[] d : ROOK_DIRS) {
            int sq = firstOccupied(p, kf, kr, d);
            if (sq >= 0 && p.colorAt(sq) != us && (p.pieceTypeAt(sq) == PieceType.ROOK || p.pieceTypeAt(sq) == PieceType.QUEEN)) {
                out.add(d[1] == 0 ? CheckDirection.RANK : CheckDirection.FILE);
            }
        }
        for (int[] d : BISHOP_DIRS) {
            int sq = firstOccupied(p, kf, kr, d);
            if (sq < 0 || p.colorAt(sq) == us) {
                continue;
            }
            int type = p.pieceTypeAt(sq);
            boolean adjacent = Math.abs(Square.file(sq) - kf) == 1;
            int forward = us == Color.WHITE ? 1 : -1;
            boolean pawnCheck = type == PieceType.PAWN && adjacent && Square.rank(sq) - kr == forward;
            if (type == PieceType.BISHOP || type == PieceType.QUEEN || pawnCheck) {
                out.add(diagonalLength(kf, kr, d) > diagonalLength(kf, kr, new int[] {-d[0], d[1]})
                        ? CheckDirection.LONG_DIAGONAL : CheckDirection.SHORT_DIAGONAL);
            }
        }
        for (int[] j : KNIGHT_JUMPS) {
            int f = kf + j[0];
            int r = kr + j[1];
            if (on(f, r) && p.colorAt(Square.of(f, r)) == (us ^ 1) && p.pieceTypeAt(Square.of(f, r)) == PieceType.KNIGHT) {
                out.add(CheckDirection.KNIGHT);
            }
        }
        return out;
    }

    /** Squares on the whole diagonal through (f, r) running along d and its opposite, the king's square included. */
    private static int diagonalLength(int f, int r, int[] d) {
        int n = 1;
        for (int s = -1; s <= 1; s += 2) {
            for (int i = 1; on(f + s * i * d[0], r + s * i * d[1]); i++) {
                n++;
            }
        }
        return n;
    }

    private static int firstOccupied(Position p, int f, int r, int[] d) {
        for (int i = 1; on(f + i * d[0], r + i * d[1]); i++) {
            int sq = Square.of(f + i * d[0], r + i * d[1]);
            if (p.pieceTypeAt(sq) != PieceType.NONE) {
                return sq;
            }
        }
        return -1;
    }

    private static boolean on(int f, int r) {
        return f >= 0 && f < 8 && r >= 0 && r < 8;
    }

    /** Distinct from-to pairs (as "e5d6") of the legal pawn captures of the side to move. */
    static Set<String> pawnTries(Position p) {
        MoveList list = new MoveList();
        p.legalMoves(list);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            int m = list.get(i);
            int from = Move.from(m);
            int to = Move.to(m);
            boolean enemyThere = p.colorAt(to) == (p.sideToMove() ^ 1);
            boolean enPassant = to == p.enPassantSquare() && Square.file(from) != Square.file(to);
            if (p.pieceTypeAt(from) == PieceType.PAWN && (enemyThere || enPassant)) {
                out.add(Square.name(from) + Square.name(to));
            }
        }
        return out;
    }

    /** What the move takes, or null; for en passant the pawn beside the capturing pawn. */
    static Capture capture(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (p.pieceTypeAt(from) == PieceType.PAWN && Square.file(from) != Square.file(to) && p.pieceTypeAt(to) == PieceType.NONE) {
            return new Capture(Square.of(Square.file(to), Square.rank(from)), Capture.Kind.PAWN, true);
        }
        int type = p.pieceTypeAt(to);
        if (type == PieceType.NONE) {
            return null;
        }
        return new Capture(to, type == PieceType.PAWN ? Capture.Kind.PAWN : Capture.Kind.PIECE);
    }

    /** Possible judging by own men and castling rights only, with square-by-square geometry. */
    static boolean possible(Position p, int move) {
        int us = p.sideToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        if (p.colorAt(from) != us || p.colorAt(to) == us || from == to) {
            return false;
        }
        int type = p.pieceTypeAt(from);
        int df = Square.file(to) - Square.file(from);
        int dr = Square.rank(to) - Square.rank(from);
        int promo = Move.promotion(move);
        if (type == PieceType.PAWN) {
            int lastRank = us == Color.WHITE ? 7 : 0;
            if ((Square.rank(to) == lastRank) != (promo != PieceType.NONE) || promo == PieceType.KING) {
                return false;
            }
            int fwd = us == Color.WHITE ? 1 : -1;
            if (dr == fwd && Math.abs(df) <= 1) {
                return true;
            }
            int startRank = us == Color.WHITE ? 1 : 6;
            return df == 0 && dr == 2 * fwd && Square.rank(from) == startRank && p.colorAt(from + 8 * fwd) != us;
        }
        if (promo != PieceType.NONE) {
            return false;
        }
        switch (type) {
            case PieceType.KNIGHT:
                return Math.abs(df * dr) == 2;
            case PieceType.KING:
                if (Math.abs(df) <= 1 && Math.abs(dr) <= 1) {
                    return true;
                }
                return castlingPossible(p, us, from, df, dr);
            default:
                boolean straight = df == 0 || dr == 0;
                boolean diagonal = Math.abs(df) == Math.abs(dr);
                boolean shapeOk = type == PieceType.ROOK ? straight : type == PieceType.BISHOP ? diagonal : straight || diagonal;
                if (!shapeOk) {
                    return false;
                }
                int sf = Integer.signum(df);
                int sr = Integer.signum(dr);
                for (int f = Square.file(from) + sf, r = Square.rank(from) + sr; Square.of(f, r) != to; f += sf, r += sr) {
                    if (p.colorAt(Square.of(f, r)) == us) {
                        return false;
                    }
                }
                return true;
        }
    }

    private static boolean castlingPossible(Position p, int us, int from, int df, int dr) {
        int homeRank = us == Color.WHITE ? 0 : 7;
        if (dr != 0 || Math.abs(df) != 2 || from != Square.of(4, homeRank)) {
            return false;
        }
        String rights = p.toFen().split(" ")[2];
        char needed = df > 0 ? 'K' : 'Q';
        if (rights.indexOf(us == Color.WHITE ? needed : Character.toLowerCase(needed)) < 0) {
            return false;
        }
        int rookFile = df > 0 ? 7 : 0;
        for (int f = Math.min(4, rookFile) + 1; f < Math.max(4, rookFile); f++) {
            if (p.colorAt(Square.of(f, homeRank)) == us) {
                return false;
            }
        }
        return true;
    }
}
