package ks.engine.view;

import ks.engine.Square;

/**
 * The line along which a king is checked, named from the checked king's square as the umpire
 * names it. The two diagonals through a square never have the same length on an 8x8 board (their
 * lengths differ by an odd number), so "long" and "short" always tell them apart. A pawn's check
 * is named by the diagonal it lies on; a knight's check has no line.
 */
public enum CheckDirection {
    FILE, KNIGHT, LONG_DIAGONAL, RANK, SHORT_DIAGONAL;

    /**
     * The direction of a check given to the king on {@code king} by a man on {@code checker}
     * (a knight when {@code knight}); null when the two squares share no line and it is no knight.
     */
    public static CheckDirection of(int king, int checker, boolean knight) {
        if (knight) {
            return KNIGHT;
        }
        int kf = Square.file(king);
        int kr = Square.rank(king);
        int cf = Square.file(checker);
        int cr = Square.rank(checker);
        if (kr == cr) {
            return RANK;
        }
        if (kf == cf) {
            return FILE;
        }
        if (Math.abs(kf - cf) != Math.abs(kr - cr)) {
            return null;
        }
        boolean ascending = kf - kr == cf - cr;
        return ascending == (ascendingLength(king) > descendingLength(king)) ? LONG_DIAGONAL : SHORT_DIAGONAL;
    }

    /** Squares on the a1-h8 way diagonal through {@code sq}. */
    private static int ascendingLength(int sq) {
        return 8 - Math.abs(Square.file(sq) - Square.rank(sq));
    }

    /** Squares on the a8-h1 way diagonal through {@code sq}. */
    private static int descendingLength(int sq) {
        return 8 - Math.abs(Square.file(sq) + Square.rank(sq) - 7);
    }
}
