package ks.engine.opponent.mating;

import java.util.ArrayList;
import java.util.List;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;

/**
 * The guesses level 4 weighs against a lone king: those whose king stands in the {@link KingRegion}
 * the umpire's words leave it, or one position for each of the region's squares when none does,
 * and each square's share of them. Apart from {@link MatingPlayer} so that the player reads as the
 * order of its choice.
 */
final class LoneKingGuesses {

    /** King's steps the guesses' squares are widened by when the region starts: the sample may lag behind the king. */
    private static final int WIDENED = 2;
    /**
     * The same with a queen alone: read by the {@link QueenTable}, a region one step wider keeps the
     * queen off many more squares and costs more plies to mate than the lag it covers.
     */
    private static final int WIDENED_WITH_A_QUEEN = 1;

    private LoneKingGuesses() {
    }

    /**
     * When every guess has the enemy's king alone, keeps the {@link KingRegion} (started from the
     * guesses' kings, {@link #WIDENED} steps wide, when it is not yet kept or the news emptied it)
     * and returns the guesses whose king stands in it: guesses moved about to keep up with unheard king moves
     * may put it where it cannot be. When none does, one position for each of its squares,
     * weighed evenly (Bolognesi and Ciancarini's metaposition). Otherwise the guesses as given.
     */
    static List<Guess> narrow(List<Guess> guesses, int them, KingRegion region, OwnMen men) {
        long kings = 0;
        for (Guess g : guesses) {
            Position p = g.position;
            if (p.occupancy(them) != p.pieces(them, PieceType.KING)) {
                return guesses;
            }
            kings |= 1L << p.kingSquare(them);
        }
        if (!region.started()) {
            region.start(kings, QueenTable.applies(men) ? WIDENED_WITH_A_QUEEN : WIDENED, men);
        }
        List<Guess> inside = new ArrayList<>();
        for (Guess g : guesses) {
            if ((region.squares() & 1L << g.position.kingSquare(them)) != 0) {
                inside.add(g);
            }
        }
        if (!inside.isEmpty() || guesses.isEmpty()) {
            return inside.isEmpty() ? guesses : inside;
        }
        List<Guess> placed = placed(guesses.get(0).position, them, region);
        // A sample that lags behind our men may leave no square of the region free: the guesses stand then.
        return placed.isEmpty() ? guesses : placed;
    }

    /** One position for each square of the region: {@code template}'s men, the enemy king on that square, each of weight 1. */
    private static List<Guess> placed(Position template, int them, KingRegion region) {
        int from = template.kingSquare(them);
        List<Guess> placed = new ArrayList<>();
        for (long b = region.squares(); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if (sq != from && template.pieceTypeAt(sq) != PieceType.NONE) {
                // The sample may lag behind our men when it passed news over; such a square is skipped.
                continue;
            }
            Position p = sq == from ? template : template.withManMoved(from, sq, 0);
            if (p != null) {
                Guess g = new Guess(p);
                g.weight = 1;
                placed.add(g);
            }
        }
        return placed;
    }

    /** Whether the enemy has its king alone in every guess weighed now (the region is kept then). */
    static boolean against(List<Guess> guesses, int them, KingRegion region) {
        return region.started() && guesses.stream()
                .allMatch(g -> g.position.occupancy(them) == g.position.pieces(them, PieceType.KING));
    }

    /**
     * The share of the guesses' weight that puts the enemy king ({@code them}'s) on each square;
     * with no guess, or none of any weight, the share is spread evenly over {@code region}.
     */
    static double[] kingChances(List<Guess> guesses, int them, long region) {
        double[] chance = new double[64];
        double total = 0;
        for (Guess g : guesses) {
            chance[g.position.kingSquare(them)] += g.weight;
            total += g.weight;
        }
        if (total == 0) {
            for (long b = region; b != 0; b &= b - 1) {
                chance[Long.numberOfTrailingZeros(b)] = 1.0 / Long.bitCount(region);
            }
            return chance;
        }
        for (int sq = 0; sq < 64; sq++) {
            chance[sq] /= total;
        }
        return chance;
    }
}
