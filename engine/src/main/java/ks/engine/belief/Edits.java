package ks.engine.belief;

import java.util.Random;
import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.FenException;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * The last resort of a ruled-out sample: a position with one enemy man put on another empty
 * square, chosen at random. Such a position may not agree with all the history any more, but it
 * stands for the enemy having done something the sample never drew; the enemy's castling rights
 * and any en passant chance are dropped, the move counters kept.
 */
final class Edits {

    private Edits() {
    }

    /**
     * {@code p} with one man of {@code enemy} moved to a random empty square, the king half the
     * time (checks, the commonest news a sample fails to foresee, are about kings); null when
     * that is no position.
     */
    static Position relocate(Position p, int enemy, Random random) {
        long men = random.nextBoolean() ? p.pieces(enemy, PieceType.KING) : p.occupancy(enemy);
        int count = Long.bitCount(men);
        if (count == 0) {
            return null;
        }
        int from = nth(men, random.nextInt(count));
        long empty = ~p.occupancy();
        int to = nth(empty, random.nextInt(Long.bitCount(empty)));
        int type = p.pieceTypeAt(from);
        if (type == PieceType.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7)) {
            return null;
        }
        return moved(p, enemy, from, to);
    }

    /**
     * {@code p}, the enemy to wait for our move, with its king put on a random empty square where
     * it could stand: not attacked by our men, not next to our king; null when the square drawn is
     * not such a square, or it is not our move.
     */
    static Position kingElsewhere(Position p, int enemy, Random random) {
        if (p.sideToMove() == enemy) {
            return null;
        }
        long empty = ~p.occupancy();
        int to = nth(empty, random.nextInt(Long.bitCount(empty)));
        int from = p.kingSquare(enemy);
        if ((Attacks.king(p.kingSquare(1 - enemy)) & Bitboards.bit(to)) != 0) {
            return null;
        }
        Position q = moved(p, enemy, from, to);
        return q == null || q.isAttacked(to, 1 - enemy) ? null : q;
    }

    /** {@code p} with the man of {@code enemy} on {@code from} put on the empty square {@code to}, or null. */
    private static Position moved(Position p, int enemy, int from, int to) {
        char[] board = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            int t = p.pieceTypeAt(sq);
            board[sq] = t == PieceType.NONE ? ' ' : letter(t, p.colorAt(sq));
        }
        board[to] = board[from];
        board[from] = ' ';
        int castling = p.castlingRights() & (enemy == 0 ? ~(Position.WHITE_KINGSIDE | Position.WHITE_QUEENSIDE)
                : ~(Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE));
        try {
            return Position.fromFen(fen(board, p.sideToMove(), castling, p.halfmoveClock(), p.fullmoveNumber()));
        } catch (FenException e) {
            return null;
        }
    }

    private static int nth(long bits, int n) {
        long b = bits;
        for (int k = 0; k < n; k++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }

    private static char letter(int type, int colour) {
        char c = PieceType.letter(type);
        return colour == 0 ? Character.toUpperCase(c) : Character.toLowerCase(c);
    }

    private static String fen(char[] board, int toMove, int castling, int halfmoves, int fullmoves) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int gap = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[Square.of(file, rank)];
                if (c == ' ') {
                    gap++;
                    continue;
                }
                if (gap > 0) {
                    sb.append(gap);
                    gap = 0;
                }
                sb.append(c);
            }
            if (gap > 0) {
                sb.append(gap);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(toMove == 0 ? " w " : " b ");
        String rights = (castling & Position.WHITE_KINGSIDE) != 0 ? "K" : "";
        rights += (castling & Position.WHITE_QUEENSIDE) != 0 ? "Q" : "";
        rights += (castling & Position.BLACK_KINGSIDE) != 0 ? "k" : "";
        rights += (castling & Position.BLACK_QUEENSIDE) != 0 ? "q" : "";
        sb.append(rights.isEmpty() ? "-" : rights).append(" - ").append(halfmoves).append(' ').append(fullmoves);
        return sb.toString();
    }
}
