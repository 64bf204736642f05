package ks.engine.belief;

import java.util.Random;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * The hypothesis, at a capture of ours, that it took a cheaper man than a guess says
 * ({@link Belief#spareCheaperVictims}). Under rules that tell a capture by its square alone the
 * guesses decide which man went, and they often agree, every one alike, on a piece the enemy still
 * has (docs/belief.md, "which man our captures took"). In a share of the guesses in which the
 * capture takes a piece, that piece and the nearest man of the cheapest kind below it that could
 * stand on the square change places before the capture is played: the cheaper man dies, the piece
 * lives on where that man stood, and every square stays as full as the guess had it.
 */
final class CheaperVictims {

    private final int enemy;
    private final double share;
    private final int lowest;

    /**
     * Spares a piece of {@code enemy} of type {@code lowest} (a {@link PieceType} from knight to
     * queen) or dearer in {@code share} (0 to 1) of the guesses in which our capture takes one.
     */
    CheaperVictims(int enemy, double share, int lowest) {
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("a share of the guesses from 0 to 1, not " + share);
        }
        if (lowest < PieceType.KNIGHT || lowest > PieceType.QUEEN) {
            throw new IllegalArgumentException("the cheapest piece spared is a knight to a queen, not " + lowest);
        }
        this.enemy = enemy;
        this.share = share;
        this.lowest = lowest;
    }

    /**
     * {@code p}, before our accepted attempt {@code move}, with the piece that move would take there
     * spared, drawn with {@code random} for a share of the guesses in which it takes a piece; null
     * when it is not drawn, takes no piece (or one cheaper than the lowest spared), the enemy has no cheaper man that could stand there, or
     * the exchange makes no position ({@link Edits#swapped}).
     */
    Position spared(Position p, int move, Random random) {
        int sq = Move.to(move);
        int victim = p.colorAt(sq) == enemy ? p.pieceTypeAt(sq) : PieceType.NONE;
        if (victim < lowest || victim == PieceType.KING || random.nextDouble() >= share) {
            return null;
        }
        boolean edgeRank = Square.rank(sq) == 0 || Square.rank(sq) == 7;
        for (int type = edgeRank ? PieceType.KNIGHT : PieceType.PAWN; type < victim; type++) {
            long men = p.pieces(enemy, type);
            if (men != 0) {
                return Edits.swapped(p, enemy, sq, nearest(men, sq, random));
            }
        }
        return null;
    }

    /** The square of {@code men} nearest {@code sq} in king steps, ties drawn at random. */
    private static int nearest(long men, int sq, Random random) {
        int best = Square.NONE;
        int bestDistance = Integer.MAX_VALUE;
        int ties = 0;
        for (long m = men; m != 0; m &= m - 1) {
            int at = Long.numberOfTrailingZeros(m);
            int d = Math.max(Math.abs(Square.file(at) - Square.file(sq)), Math.abs(Square.rank(at) - Square.rank(sq)));
            if (d < bestDistance) {
                best = at;
                bestDistance = d;
                ties = 1;
            } else if (d == bestDistance && random.nextInt(++ties) == 0) {
                best = at;
            }
        }
        return best;
    }
}
