package ks.engine.referee;

import ks.engine.Square;

/**
 * The line along which a king is checked, as the umpire names it. The two diagonals through the
 * king are told apart by their length on the board: {@link #LONG_DIAGONAL} is the longer of the
 * two (they never have the same length). A pawn's check is named by the diagonal it lies on.
 * Declared in alphabetical order, so the natural order is the sorted order of the wire names.
 */
public enum CheckDirection {
    FILE("file"), KNIGHT("knight"), LONG_DIAGONAL("long-diagonal"), RANK("rank"), SHORT_DIAGONAL("short-diagonal");

    private final String wireName;

    CheckDirection(String wireName) {
        this.wireName = wireName;
    }

    /** The lower-case hyphenated name used on the wire, e.g. {@code "long-diagonal"}. */
    public String wireName() {
        return wireName;
    }

    /**
     * The direction of a check given to the king on {@code king} by the man on {@code checker}; a
     * knight checks as {@link #KNIGHT}, anything else by the line joining the two squares.
     *
     * @throws IllegalArgumentException if the two squares could not be king and checker: the same
     *         square, a knight not a knight's move away, or another man on no rank, file or
     *         diagonal through the king
     */
    public static CheckDirection of(int king, int checker, boolean knight) {
        int kf = Square.file(king);
        int kr = Square.rank(king);
        int df = Square.file(checker) - kf;
        int dr = Square.rank(checker) - kr;
        if (knight) {
            if (Math.abs(df * dr) != 2) {
                throw new IllegalArgumentException(noCheck(king, checker, "knight"));
            }
            return KNIGHT;
        }
        if (df == 0 && dr == 0 || df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) {
            throw new IllegalArgumentException(noCheck(king, checker, "man"));
        }
        if (dr == 0) {
            return RANK;
        }
        if (df == 0) {
            return FILE;
        }
        // The checker is on one of the king's diagonals: a1-h8 way (file - rank constant) or the other.
        boolean onAscending = df == dr;
        int ascendingLength = 8 - Math.abs(kf - kr);
        int descendingLength = 8 - Math.abs(kf + kr - 7);
        boolean longer = onAscending ? ascendingLength > descendingLength : descendingLength > ascendingLength;
        return longer ? LONG_DIAGONAL : SHORT_DIAGONAL;
    }

    private static String noCheck(int king, int checker, String man) {
        return "a " + man + " on " + Square.name(checker) + " cannot check a king on " + Square.name(king);
    }
}
