package ks.engine.opponent.mating;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * A short search over a lone king's {@link KingRegion} when we mate it with a king and two
 * bishops, a king and rook, or a king and queen: our move, the umpire's answer (check or not)
 * as the region's squares would give it,
 * the king's step to any square it may take, our next move; the end weighed by the
 * {@link MateTable}'s moves to mate over the squares left, as if the king were seen there (the
 * search over metapositions of Bolognesi and Ciancarini, with the table as its evaluation). The
 * table alone stalls where the king may stand on either of two corner squares: the move that
 * mates on one stalemates on the other, and only a check that tells which (one move on) shows a
 * way out. Values are our moves to mate, negated; a draw counts {@link #NOT_WON} moves.
 */
final class RegionSearch {

    /** Our moves searched from the candidate on: the candidate and one more. */
    static final int DEPTH = 2;
    /** What a square where the king is not mated by force counts, in our moves: a draw's price in pawns. */
    private static final double NOT_WON = -Evaluation.DRAW_WHEN_AHEAD;

    private final MateTable table;

    RegionSearch(MateTable table) {
        this.table = table;
    }

    /** Whether the search plays for our men: a king and two bishops, one on each colour. */
    static boolean applies(OwnMen men) {
        long bishops = men.men(PieceType.BISHOP);
        return men.occupancy() == (bishops | men.men(PieceType.KING)) && Long.bitCount(bishops) == 2
                && hasBothBishops(men);
    }

    /** Whether our men include a bishop on each colour. */
    static boolean hasBothBishops(OwnMen men) {
        long bishops = men.men(PieceType.BISHOP);
        return (bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & Bitboards.DARK_SQUARES) != 0;
    }

    /**
     * What our {@code move} is worth (our moves to mate, negated) against a king on one of
     * {@code region}'s squares, each weighed by {@code chance} (the guesses' share of it) with
     * {@link KingRegion#UNSEEN} of the whole spread evenly.
     */
    double value(OwnMen men, long region, int move, double[] chance) {
        return value(men, region, move, chance, DEPTH);
    }

    private double value(OwnMen men, long region, int move, double[] chance, int depth) {
        int from = Move.from(move);
        int to = Move.to(move);
        OwnMen after = men.after(move);
        // A square from which the king would refuse the move is out: the move stands only if it is not there.
        long refusing = Bitboards.bit(to) | (men.typeAt(from) == PieceType.KING ? Attacks.king(to)
                : Bitboards.between(from, to));
        long left = region & ~refusing & ~after.occupancy();
        if (left == 0) {
            // Surely refused: it tells where the king is, which a move that stands tells as well.
            return -NOT_WON;
        }
        long attacked = after.guarded();
        double floor = KingRegion.UNSEEN / Long.bitCount(left);
        double sum = 0;
        double total = 0;
        double checked = 0;
        double quiet = 0;
        long checkSteps = 0;
        long quietSteps = 0;
        for (long b = left; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            double w = chance == null ? 1 : (1 - KingRegion.UNSEEN) * chance[sq] + floor;
            total += w;
            int moves = table.movesToMate(after, sq);
            if (depth == 1 || moves <= 0) {
                // Mated (0), not won by force (a stalemate, a bishop it takes), or the search's end.
                sum -= w * (moves == MateTable.NOT_WON ? NOT_WON : moves);
            } else if (Bitboards.contains(attacked, sq)) {
                checked += w;
                checkSteps |= Attacks.king(sq) & ~attacked;
            } else {
                quiet += w;
                quietSteps |= Attacks.king(sq) & ~attacked;
            }
        }
        if (checked > 0) {
            sum += checked * (node(after, checkSteps, depth - 1) - 1);
        }
        if (quiet > 0) {
            sum += quiet * (node(after, quietSteps, depth - 1) - 1);
        }
        return sum / total;
    }

    /** Our best move against a king on one of {@code region}'s squares, we to move. */
    private double node(OwnMen men, long region, int depth) {
        double best = Double.NEGATIVE_INFINITY;
        long ours = men.occupancy();
        for (int type = PieceType.BISHOP; type <= PieceType.KING; type++) {
            for (long b = men.men(type); b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                for (long t = men.attacksFrom(type, from, ours) & ~ours; t != 0; t &= t - 1) {
                    best = Math.max(best, value(men, region, Move.of(from, Long.numberOfTrailingZeros(t)), null, depth));
                }
            }
        }
        return best;
    }
}
