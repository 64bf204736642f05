package ks.engine;

/**
 * Precomputed attack sets. Knight, king and pawn attacks are plain tables; bishop and rook
 * attacks use "fancy" magic bitboards, exact for any occupancy (the referee asks with only one
 * side's men on the board).
 *
 * <p>The magic numbers are constants: they were found once by a seeded search, which
 * {@code MagicsTest} keeps, re-runs and checks against these constants, and which also checks
 * every blocker subset of every square against ray walking. At class load only the tables are
 * filled, by ray walking (about 107,000 entries, a few milliseconds); searching the magics at
 * load took most of a second.
 */
public final class Attacks {

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[] PAWN = new long[128];

    /** Rook magics by square; the index shift is 64 minus the number of bits of the square's mask. */
    private static final long[] ROOK_MAGIC = {
        0x0080021620804001L, 0x0040001000200041L, 0x0200102200088040L, 0x4080040800821000L,
        0x2200020004200810L, 0x4B00020C000D0008L, 0x01000C4183000600L, 0x2080010000402C80L,
        0x8002800826864000L, 0x0410802000884000L, 0x0C01004010200100L, 0x020300100100203CL,
        0x0450800801040080L, 0x4010800200040080L, 0x8804000208048110L, 0x0C40800080004100L,
        0xA2018880024004A0L, 0x0080848020004004L, 0x1010410010200101L, 0x2010008008008010L,
        0x0A08010004110008L, 0x0802080104209040L, 0x0080040090010802L, 0x0280020000841069L,
        0x080C400080248000L, 0x2048850100224008L, 0x00200800C0300040L, 0x11400D0100201000L,
        0x0041001100080204L, 0x4802000200040810L, 0x0100080C00103601L, 0x0020084200043085L,
        0x0100804000800022L, 0x0460401000402002L, 0x8309002001001044L, 0x0000800800801000L,
        0x0000800800800400L, 0xB542040080800200L, 0x1041000401000200L, 0x000318B04A000401L,
        0x0280082000484000L, 0x0080400081010030L, 0x0010002000108080L, 0x012010002101000AL,
        0x0801000408010012L, 0x0004008002008004L, 0x0AD1005200110014L, 0x4000004110820004L,
        0x9400400080003080L, 0x0000802200490200L, 0x1521100080200280L, 0x9021000824100100L,
        0x0081080080840280L, 0x0002000904100200L, 0x0130024801302400L, 0x0102008100442200L,
        0x0080984063800101L, 0x0016810201412812L, 0x40200101603008C1L, 0x2851100004082101L,
        0x1049001002880005L, 0x0081000804000201L, 0x100020901208410CL, 0x0101064400813102L,
    };

    /** Bishop magics by square, as for the rook. */
    private static final long[] BISHOP_MAGIC = {
        0x0008220808002284L, 0x0004818801010100L, 0x4010010861020010L, 0x0091041080010000L,
        0x0901104080008808L, 0x020208020A004020L, 0x8000410808400000L, 0x1102018401093000L,
        0x0008409004810040L, 0x42004808C8088020L, 0x0200462802108000L, 0x1429110414800002L,
        0x00806A1210042020L, 0x0801011002111010L, 0x48002A0804048406L, 0x0104C23088041000L,
        0x0504840AA0082200L, 0x0108181218014411L, 0x0001100800440080L, 0x2020840812004020L,
        0x0001022820080040L, 0x020E010022100200L, 0x0454040202322254L, 0x040A511023041001L,
        0x0120100049024800L, 0x8A01100008104108L, 0x2290444010110200L, 0x2902080004004108L,
        0x4002002002008044L, 0x104E041006004214L, 0x3082320100480201L, 0x000C104C40221200L,
        0x8202382402222008L, 0x2001180230081080L, 0x0004004408880030L, 0x10841C0401880210L,
        0x0000408020420200L, 0x0010100C41008044L, 0x0024014200044802L, 0x8400811440110400L,
        0xD002021040040480L, 0x608A220220808200L, 0x4802020224000A00L, 0x1008204200800801L,
        0x880020020C000081L, 0x001002080240080CL, 0x4020010111000200L, 0x005282040B080020L,
        0x8804042402080401L, 0x001020880808084CL, 0x8000020100881200L, 0x0818000220882803L,
        0x0100001202020000L, 0x00A220A022008844L, 0x2004101002408004L, 0x00128808150D4002L,
        0x4082808401014003L, 0x0404024262101004L, 0x1040000100809000L, 0x4008008030840400L,
        0x0140400091020200L, 0x0100102005011201L, 0x4840040842080201L, 0x00101400B0860200L,
    };

    private static final long[] ROOK_MASK = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    /** Directions in opposite pairs: the first two make one line through the square, the last two the other. */
    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            KING[sq] = steps(sq, new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            PAWN[sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[64 + sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        ROOK_TABLE = new long[layout(true, ROOK_MASK, ROOK_SHIFT, ROOK_OFFSET)];
        fill(true, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, ROOK_TABLE);
        BISHOP_TABLE = new long[layout(false, BISHOP_MASK, BISHOP_SHIFT, BISHOP_OFFSET)];
        fill(false, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_TABLE);
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

    /** Slider attacks computed ray by ray, as the tables are filled; the reference the tests compare the lookups with. */
    static long slowSlider(int sq, long occupancy, boolean rook) {
        long attacks = 0;
        for (int[] d : rook ? ROOK_DIRS : BISHOP_DIRS) {
            attacks |= walk(sq, occupancy, d);
        }
        return attacks;
    }

    /** One ray from {@code sq} in direction {@code d}, up to and including the first occupied square. */
    private static long walk(int sq, long occupancy, int[] d) {
        long ray = 0;
        int f = Square.file(sq) + d[0];
        int r = Square.rank(sq) + d[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            long b = 1L << Square.of(f, r);
            ray |= b;
            if ((occupancy & b) != 0) {
                break;
            }
            f += d[0];
            r += d[1];
        }
        return ray;
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
    static long mask(int sq, boolean rook) {
        long mask = 0;
        for (int[] d : rook ? ROOK_DIRS : BISHOP_DIRS) {
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

    /** The magic number of {@code sq}, for {@code MagicsTest}. */
    static long magic(int sq, boolean rook) {
        return rook ? ROOK_MAGIC[sq] : BISHOP_MAGIC[sq];
    }

    /** Fills masks, shifts and offsets (each square owns 2^bits entries) and returns the table size. */
    private static int layout(boolean rook, long[] masks, int[] shifts, int[] offsets) {
        int offset = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = mask(sq, rook);
            int bits = Long.bitCount(masks[sq]);
            shifts[sq] = 64 - bits;
            offsets[sq] = offset;
            offset += 1 << bits;
        }
        return offset;
    }

    /**
     * Stores the attacks of every subset of every square's mask at its magic index. A slider's
     * mask is the disjoint union of its parts on two lines through the square, and blockers on one
     * line never change the attacks along the other; so each line's subsets are walked once (at
     * most 64 per line) and every combination is stored as the union of the two lines' attacks,
     * at the index of the sum of their products with the magic (disjoint bits: {@code (a | b) * m
     * == a * m + b * m}). {@code MagicsTest} checks every entry against {@link #slowSlider}.
     */
    private static void fill(boolean rook, long[] masks, long[] magics, int[] shifts, int[] offsets, long[] table) {
        int[][] dirs = rook ? ROOK_DIRS : BISHOP_DIRS;
        long[] products = new long[64];
        long[] attacks = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            long magic = magics[sq];
            int shift = shifts[sq];
            int offset = offsets[sq];
            long first = masks[sq] & (walk(sq, 0, dirs[0]) | walk(sq, 0, dirs[1]));
            long second = masks[sq] & ~first;
            int n = 0;
            long subset = 0;
            do {
                products[n] = subset * magic;
                attacks[n++] = walk(sq, subset, dirs[0]) | walk(sq, subset, dirs[1]);
                subset = (subset - first) & first;
            } while (subset != 0);
            do {
                store(table, offset, shift, products, attacks, n, subset * magic,
                        walk(sq, subset, dirs[2]) | walk(sq, subset, dirs[3]));
                subset = (subset - second) & second;
            } while (subset != 0);
        }
    }

    /**
     * Stores one subset of the second line combined with each of the first line's {@code n}. A
     * method of its own so that the JIT compiles this small loop, not the whole of {@link #fill}
     * in the middle of its one run: that compilation took the optimising compiler a tenth of a
     * second or more, while perft's own methods waited behind it.
     */
    private static void store(long[] table, int offset, int shift, long[] products, long[] attacks, int n,
            long product, long attack) {
        for (int i = 0; i < n; i++) {
            table[offset + (int) ((products[i] + product) >>> shift)] = attacks[i] | attack;
        }
    }
}
