package ks.engine.joint;

import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Word;

/**
 * The short moves of chess set-wise in a circuit, and the board's constant squares: knight and
 * king steps, pawn steps and attacks by colour, and the squares whose ascending diagonal is the
 * longer of the two through them. The steps of a single square (a king, a decoded move square)
 * are xors of shifted copies, which cannot overlap, and cost nothing; those of a set of men are
 * ORs.
 */
final class Steps {

    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    /** The squares whose ascending (a1-h8 way) diagonal is longer than the descending one. */
    static final long LONG_ASCENDING = longAscending();

    private Steps() {
    }

    /** The knight moves from a word with at most one square set (free). */
    static Word knightFromSquare(Word square) {
        Word r = square.shift(KNIGHT[0][0], KNIGHT[0][1]);
        for (int i = 1; i < KNIGHT.length; i++) {
            r = r.xor(square.shift(KNIGHT[i][0], KNIGHT[i][1]));
        }
        return r;
    }

    /**
     * The squares some knight of {@code knights} attacks: the one- and two-file shifts are
     * united first, then moved up and down, five ORs of words instead of seven.
     */
    static Word knightAttacks(Word knights) {
        Word oneFile = knights.shift(1, 0).or(knights.shift(-1, 0));
        Word twoFiles = knights.shift(2, 0).or(knights.shift(-2, 0));
        return oneFile.shift(0, 2).or(oneFile.shift(0, -2)).or(twoFiles.shift(0, 1).or(twoFiles.shift(0, -1)));
    }

    /** The king moves from a word with at most one square set (free). */
    static Word kingFromSquare(Word square) {
        Word r = square.shift(Direction.NORTH);
        for (Direction d : Direction.values()) {
            if (d != Direction.NORTH) {
                r = r.xor(square.shift(d));
            }
        }
        return r;
    }

    /** The way pawns of {@code colour} go. */
    static Direction forward(int colour) {
        return colour == Color.WHITE ? Direction.NORTH : Direction.SOUTH;
    }

    /** The two directions pawns of {@code colour} capture in: towards the h-file first, then the a-file. */
    static Direction[] captures(int colour) {
        return colour == Color.WHITE
                ? new Direction[] {Direction.NORTH_EAST, Direction.NORTH_WEST}
                : new Direction[] {Direction.SOUTH_EAST, Direction.SOUTH_WEST};
    }

    /** The squares some pawn of {@code colour} in {@code pawns} attacks. */
    static Word pawnAttacks(Word pawns, int colour) {
        Direction[] c = captures(colour);
        return pawns.shift(c[0]).or(pawns.shift(c[1]));
    }

    /** The rank (0-7) of the squares {@code colour}'s pawns reach with a double step. */
    static int doubleStepRank(int colour) {
        return colour == Color.WHITE ? 3 : 4;
    }

    /** The constant word of one square. */
    static long bit(int square) {
        return 1L << square;
    }

    /** {@code colour}'s king home: e1 or e8. */
    static int kingHome(int colour) {
        return OwnMen.kingHome(colour);
    }

    /** {@code colour}'s rook home on that wing. */
    static int rookHome(int colour, boolean kingSide) {
        return OwnMen.rookHome(colour, kingSide);
    }

    /** The whole rank (0-7) as a constant word. */
    static long rank(int rank) {
        return 0xFFL << (8 * rank);
    }

    private static long longAscending() {
        long mask = 0;
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            if (8 - Math.abs(f - r) > 8 - Math.abs(f + r - 7)) {
                mask |= 1L << sq;
            }
        }
        return mask;
    }
}
