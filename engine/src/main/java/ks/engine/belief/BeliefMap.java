package ks.engine.belief;

import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * A snapshot of a {@link Belief}: for each square and each kind of enemy man, the share of the
 * weighted sample that has such a man there. The shares of one kind over the board add up to the
 * number of such men the sample expects; {@link #occupied} adds the kinds of one square. Immutable.
 */
public final class BeliefMap {

    /** No enemy man anywhere: what a belief shows before it is fed. */
    public static final BeliefMap EMPTY = new BeliefMap(new double[6 * 64], 0);

    private final double[] shares;
    private final int particles;

    /** Shares indexed {@code type * 64 + square}; the array is copied. */
    BeliefMap(double[] shares, int particles) {
        if (shares.length != 6 * 64) {
            throw new IllegalArgumentException("a map has 6 x 64 shares, not " + shares.length);
        }
        this.shares = shares.clone();
        this.particles = particles;
    }

    /** The map of {@code sample}: for each man of {@code enemy}, the live positions' share of the weight. */
    static BeliefMap of(Sample sample, int enemy) {
        double[] shares = new double[6 * 64];
        double total = 0;
        for (int i = 0; i < sample.size(); i++) {
            double w = sample.weight(i);
            if (w == 0) {
                continue;
            }
            total += w;
            Position p = sample.position(i);
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                for (long b = p.pieces(enemy, type); b != 0; b &= b - 1) {
                    shares[type * 64 + Long.numberOfTrailingZeros(b)] += w;
                }
            }
        }
        for (int k = 0; k < shares.length && total > 0; k++) {
            shares[k] /= total;
        }
        return new BeliefMap(shares, sample.size());
    }

    /** The chance that an enemy man of {@code type} (a {@link PieceType}) stands on {@code sq}. */
    public double probability(int type, int sq) {
        return shares[type * 64 + sq];
    }

    /** The chance that some enemy man stands on {@code sq}. */
    public double occupied(int sq) {
        double sum = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            sum += shares[type * 64 + sq];
        }
        return Math.min(1, sum);
    }

    /** The kind of enemy man most likely on {@code sq}, or {@link PieceType#NONE} when none is. */
    public int likeliestType(int sq) {
        int best = PieceType.NONE;
        double most = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            if (shares[type * 64 + sq] > most) {
                most = shares[type * 64 + sq];
                best = type;
            }
        }
        return best;
    }

    /**
     * The share this map would give the square where each enemy man truly stands, on average over
     * the men, if the sample were right: each kind's shares squared, summed, over the men counted.
     * Near 1 when the guesses agree, low when they are spread; the sample's share on the true
     * squares follows it (docs/belief.md, "A sample that knows it is lost"). 0 for an empty map.
     */
    public double sharpness() {
        double squares = 0;
        double men = 0;
        for (double share : shares) {
            squares += share * share;
            men += share;
        }
        return men == 0 ? 0 : squares / men;
    }

    /** How many positions the sample held (distinct or not). */
    public int particles() {
        return particles;
    }

    /** Each square's occupancy in tenths (0-9, 9 also for certain), rank 8 first, for a log or a test. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                sb.append((char) ('0' + Math.min(9, (int) (occupied(Square.of(file, rank)) * 10))));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
