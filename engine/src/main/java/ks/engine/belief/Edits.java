package ks.engine.belief;

import java.util.Random;
import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.PieceType;
import ks.engine.Position;

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
        return p.withManMoved(from, to, keptRights(enemy));
    }

    /**
     * {@code p} with a man of {@code enemy} other than the king, chosen at random, moved onto the
     * empty square {@code sq}: something for a capture there to take. Null when that is no position.
     */
    static Position onto(Position p, int enemy, int sq, Random random) {
        long men = p.occupancy(enemy) & ~p.pieces(enemy, PieceType.KING);
        if (men == 0 || p.pieceTypeAt(sq) != PieceType.NONE) {
            return null;
        }
        return p.withManMoved(nth(men, random.nextInt(Long.bitCount(men))), sq, keptRights(enemy));
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
        if ((Attacks.king(p.kingSquare(1 - enemy)) & Bitboards.bit(to)) != 0) {
            return null;
        }
        Position q = p.withManMoved(p.kingSquare(enemy), to, keptRights(enemy));
        return q == null || q.isAttacked(to, 1 - enemy) ? null : q;
    }

    /**
     * {@code p}, the enemy to wait for our move, with every man of {@code enemy} but its pawns (the
     * king too) put on random empty squares: the enemy keeps its men and its pawns stay where the
     * guess had them, but its pieces are guessed afresh. Null when it is not our move, when the
     * enemy king would stand attacked by our men, or when our king's check would change.
     */
    static Position piecesScattered(Position p, int enemy, Random random) {
        if (p.sideToMove() == enemy) {
            return null;
        }
        boolean checked = p.isAttacked(p.kingSquare(1 - enemy), enemy);
        long pieces = p.occupancy(enemy) & ~p.pieces(enemy, PieceType.PAWN);
        Position q = p;
        // The squares still to empty hold their men: each man moves onto a square empty when it moves.
        while (pieces != 0 && q != null) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long empty = ~q.occupancy();
            q = q.withManMoved(from, nth(empty, random.nextInt(Long.bitCount(empty))), keptRights(enemy));
        }
        if (q == null || q.isAttacked(q.kingSquare(enemy), 1 - enemy)
                || q.isAttacked(q.kingSquare(1 - enemy), enemy) != checked) {
            return null;
        }
        return q;
    }

    /** The castling rights an edit keeps: all but those of {@code enemy}. */
    private static int keptRights(int enemy) {
        return enemy == 0 ? ~(Position.WHITE_KINGSIDE | Position.WHITE_QUEENSIDE)
                : ~(Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE);
    }

    private static int nth(long bits, int n) {
        long b = bits;
        for (int k = 0; k < n; k++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }
}
