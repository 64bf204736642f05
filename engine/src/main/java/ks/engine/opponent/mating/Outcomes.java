package ks.engine.opponent.mating;

import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.CheckDirection;

/**
 * What the umpire may answer each candidate attempt, over the guessed positions: refused, or
 * played with or without a capture and with the checks it gives, each with the weight of the
 * guesses in which it would be so. Since the answer depends on the whole board alone, its entropy
 * is what the attempt is expected to tell us about the enemy's men ({@link #bits}): an attempt
 * every guess agrees on tells nothing; one that splits them tells where the king is.
 */
final class Outcomes {

    /** Refused; played quiet or taking, times the set of check directions it gives. */
    private static final int CODES = 2 << CheckDirection.values().length + 1;

    private final double[][] weights;

    Outcomes(int candidates) {
        weights = new double[candidates][CODES];
    }

    /** Candidate {@code c} would be refused in a guess of weight {@code w}. */
    void refused(int c, double w) {
        weights[c][0] += w;
    }

    /** Candidate {@code c} would be played in a guess of weight {@code w}, leaving {@code after}, the enemy to move. */
    void played(int c, boolean took, Position after, double w) {
        int checks = 0;
        int king = after.kingSquare(after.sideToMove());
        for (long b = after.checkers(); b != 0; b &= b - 1) {
            int checker = Long.numberOfTrailingZeros(b);
            checks |= 1 << CheckDirection.of(king, checker, after.pieceTypeAt(checker) == PieceType.KNIGHT).ordinal();
        }
        weights[c][1 + (took ? 1 : 0) + 2 * checks] += w;
    }

    /** The entropy, in bits, of the answer to candidate {@code c}. */
    double bits(int c) {
        double total = 0;
        for (double w : weights[c]) {
            total += w;
        }
        double h = 0;
        for (double w : weights[c]) {
            if (w > 0) {
                double p = w / total;
                h -= p * Math.log(p) / Math.log(2);
            }
        }
        return h;
    }
}
