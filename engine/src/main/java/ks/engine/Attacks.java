package ks.engine;

/**
 * Precomputed attack sets. Knight, king and pawn attacks are plain tables; bishop and rook
 * attacks use "fancy" magic bitboards, exact for any occupancy (the referee asks with only one
 * side's men on the board). The magic numbers are found at class load from a fixed seed, which
 * takes a few milliseconds and keeps the source free of opaque constants.
 */
public final class Attacks {

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[] PAWN = new long[128];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            KING[sq] = steps(sq, new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            PAWN[sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[64 + sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        long seed = 0x9E3779B97F4A7C15L;
        ROOK_TABLE = new long[init(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, null, seed)];
        init(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, ROOK_TABLE, seed);
        BISHOP_TABLE = new long[init(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, null, seed)];
        init(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_TABLE, seed);
    }

    private Attacks() {
    }

    public static long knight(int sq) {
        return KNIGHT[sq];
    }

    public static long king(int sq) {
        return KING[sq];
    }

    /** The squares a pawn of {@code color} on {@code sq} attacks (diagonally forward). */
    public static long pawn(int color, int sq) {
        return PAWN[color << 6 | sq];
    }

    /** Bishop attacks from {@code sq}: each diagonal ray stops at (and includes) the first occupied square. */
    public static long bishop(int sq, long occupancy) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occupancy & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /** Rook attacks from {@code sq}: each straight ray stops at (and includes) the first occupied square. */
    public static long rook(int sq, long occupancy) {
        return ROOK_TABLE[ROOK_OFFSET[sq]
                + (int) (((occupancy & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    public static long queen(int sq, long occupancy) {
        return bishop(sq, occupancy) | rook(sq, occupancy);
    }

    /** Slider attacks computed ray by ray; the reference the magic tables are built from and tested against. */
    static long slowSlider(int sq, long occupancy, boolean rook) {
        long attacks = 0;
        for (int[] d : rook ? ROOK_DIRS : BISHOP_DIRS) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << Square.of(f, r);
                attacks |= b;
                if ((occupancy & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }

    private static long steps(int sq, int[][] deltas) {
        long bb = 0;
        for (int[] d : deltas) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                bb |= 1L << Square.of(f, r);
            }
        }
        return bb;
    }

    /** The relevant-occupancy mask: the rays without their last square, whose occupancy never matters. */
    private static long mask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << Square.of(f, r);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    /**
     * Fills masks, shifts and offsets and returns the table size; when {@code table} is given,
     * also searches the magics and fills the table.
     */
    private static int init(int[][] dirs, long[] masks, long[] magics, int[] shifts, int[] offsets,
            long[] table, long seed) {
        boolean rook = dirs == ROOK_DIRS;
        long[] state = {seed};
        int offset = 0;
        for (int sq = 0; sq < 64; sq++) {
            long mask = mask(sq, dirs);
            int bits = Long.bitCount(mask);
            masks[sq] = mask;
            shifts[sq] = 64 - bits;
            offsets[sq] = offset;
            if (table != null) {
                int n = 1 << bits;
                long[] occ = new long[n];
                long[] att = new long[n];
                long subset = 0;
                for (int i = 0; i < n; i++) {
                    occ[i] = subset;
                    att[i] = slowSlider(sq, subset, rook);
                    subset = (subset - mask) & mask;
                }
                magics[sq] = findMagic(mask, occ, att, shifts[sq], table, offset, state);
            }
            offset += 1 << bits;
        }
        return offset;
    }

    private static long findMagic(long mask, long[] occ, long[] att, int shift, long[] table, int offset,
            long[] state) {
        int n = occ.length;
        int[] epoch = new int[n];
        for (int attempt = 1;; attempt++) {
            long magic = next(state) & next(state) & next(state);
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                int idx = (int) ((occ[i] * magic) >>> shift);
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    table[offset + idx] = att[i];
                } else if (table[offset + idx] != att[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }

    private static long next(long[] state) {
        long z = (state[0] += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
