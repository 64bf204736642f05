package ks.engine.belief;

import java.util.Random;
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
        int kept = enemy == 0 ? ~(Position.WHITE_KINGSIDE | Position.WHITE_QUEENSIDE)
                : ~(Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE);
        return p.withManMoved(from, to, kept);
    }

    private static int nth(long bits, int n) {
        long b = bits;
        for (int k = 0; k < n; k++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }
}
