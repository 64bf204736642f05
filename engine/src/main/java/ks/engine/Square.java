package ks.engine;

/**
 * Squares as plain {@code int}s 0..63 with a1 = 0, b1 = 1, ..., h8 = 63, so that a square is
 * also the bit index in a {@link Bitboards bitboard}. This class only converts between that
 * number, file/rank pairs and algebraic names such as {@code "e4"}.
 */
public final class Square {

    /** The "no square" value, returned by {@link #parse} for bad input. */
    public static final int NONE = -1;

    private Square() {
    }

    /** The square on the given file (0 = a) and rank (0 = rank 1). */
    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** The file of a square, 0 (a) to 7 (h). */
    public static int file(int sq) {
        return sq & 7;
    }

    /** The rank of a square, 0 (rank 1) to 7 (rank 8). */
    public static int rank(int sq) {
        return sq >>> 3;
    }

    /** The algebraic name of a square, e.g. {@code "e4"}. */
    public static String name(int sq) {
        return String.valueOf((char) ('a' + file(sq))) + (char) ('1' + rank(sq));
    }

    /** The square named by a two-character algebraic name, or {@link #NONE} when it is not one. */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            return NONE;
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return NONE;
        }
        return of(file, rank);
    }
}
