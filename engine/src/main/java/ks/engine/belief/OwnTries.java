package ks.engine.belief;

import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * The moves a player's men could make on a board holding only its own men: what a player that
 * cannot see the enemy may try ({@link ManChooser}). Pawns try their pushes and their captures onto
 * every square they attack, and on the last rank each promotion; the king tries castling when its
 * rights allow.
 */
final class OwnTries {

    /** The most tries listed; more than any position gives. */
    static final int MAX = 256;
    private static final int[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};
    private static final int[] PLAIN = {PieceType.NONE};

    private OwnTries() {
    }

    /**
     * Writes the tries of {@code men} into {@code into}, by kind of man and square, and returns their
     * count. The chooser's chances do not depend on the order; the moves it draws do, and
     * docs/belief.md's games were drawn in this one.
     */
    static int list(OwnMen men, int[] into) {
        int count = 0;
        long own = men.occupancy();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long b = men.men(type); b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                long targets = type == PieceType.PAWN ? men.pawnPushes(from) | men.attacksFrom(type, from, own) & ~own
                        : men.attacksFrom(type, from, own) & ~own;
                for (long t = targets; t != 0; t &= t - 1) {
                    int to = Long.numberOfTrailingZeros(t);
                    boolean promotes = type == PieceType.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7);
                    for (int piece : promotes ? PROMOTIONS : PLAIN) {
                        count = add(into, count, Move.of(from, to, piece));
                    }
                }
            }
        }
        int king = men.king();
        if (men.canCastle(true)) {
            count = add(into, count, Move.of(king, king + 2));
        }
        if (men.canCastle(false)) {
            count = add(into, count, Move.of(king, king - 2));
        }
        return count;
    }

    private static int add(int[] into, int count, int m) {
        if (count == into.length) {
            return count;
        }
        into[count] = m;
        return count + 1;
    }
}
