package ks.engine;

/**
 * Small helpers for bitboards: a {@code long} whose bit {@code sq} is set when square
 * {@code sq} is in the set. Also holds the precomputed {@link #between} and {@link #line}
 * tables the move generator uses for checks and pins.
 */
public final class Bitboards {

    public static final long EMPTY = 0L;
    public static final long ALL = ~0L;
    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_8 = RANK_1 << 56;
    /** All dark squares (a1 is dark). */
    public static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;
    public static final long LIGHT_SQUARES = ~DARK_SQUARES;

    private static final long[] BETWEEN = new long[64 * 64];
    private static final long[] LINE = new long[64 * 64];

    static {
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int a = 0; a < 64; a++) {
            for (int[] d : dirs) {
                long ray = 0;
                int f = Square.file(a) + d[0];
                int r = Square.rank(a) + d[1];
                while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    int b = Square.of(f, r);
                    BETWEEN[a * 64 + b] = ray;
                    ray |= bit(b);
                    f += d[0];
                    r += d[1];
                }
                long full = ray;
                f = Square.file(a) - d[0];
                r = Square.rank(a) - d[1];
                while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    full |= bit(Square.of(f, r));
                    f -= d[0];
                    r -= d[1];
                }
                full |= bit(a);
                for (long t = ray; t != 0; t &= t - 1) {
                    LINE[a * 64 + Long.numberOfTrailingZeros(t)] = full;
                }
            }
        }
    }

    private Bitboards() {
    }

    /** The set holding only {@code sq}. */
    public static long bit(int sq) {
        return 1L << sq;
    }

    public static boolean contains(long bb, int sq) {
        return (bb & (1L << sq)) != 0;
    }

    public static int count(long bb) {
        return Long.bitCount(bb);
    }

    /** The lowest square in a non-empty set. */
    public static int first(long bb) {
        return Long.numberOfTrailingZeros(bb);
    }

    /** The squares strictly between two squares on a rank, file or diagonal; empty otherwise. */
    public static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    /** The whole board-crossing line through two distinct aligned squares; empty when not aligned. */
    public static long line(int a, int b) {
        return LINE[a * 64 + b];
    }

    /** An 8x8 picture of a bitboard, rank 8 first, for debugging and test messages. */
    public static String toString(long bb) {
        StringBuilder sb = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            for (int f = 0; f < 8; f++) {
                sb.append(contains(bb, Square.of(f, r)) ? 'x' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
