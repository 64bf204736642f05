package ks.engine.joint;

import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Word;
import ks.engine.referee.CheckDirection;

/**
 * What the lines through the side to move's king show: the men giving check and the
 * directions of the checks as the umpire names them, the squares that answer a single check,
 * the men pinned to the king (line by line), and the enemy men that are the only thing between
 * the king and an enemy slider. A square both on the queen-ray from the king (up to the first
 * man) and reached by an enemy slider coming the other way is either a pinned man of ours, an
 * empty square between the king and a checking slider, or such a lone enemy man.
 */
final class KingLines {

    /** The first direction of each of the four lines through a square. */
    static final Direction[] LINES = {Direction.NORTH, Direction.EAST, Direction.NORTH_EAST, Direction.NORTH_WEST};

    private final CircuitBuilder b;
    private final Word king;
    private final Direction[] captures;
    private final QueenRays rays;
    private final Word between;
    private final Word pinned;
    private final Word[] pinnedOnLine = new Word[4];
    private final Word[] sliderChecks = new Word[8];
    private final Word knightChecks;
    private final Word[] pawnChecks = new Word[2];
    private final int inCheck;
    private final int single;
    private final Word target;
    private final Word checkMask;
    private final Word loneEnemyOnDiagonals;

    KingLines(Men us, Men them, Word occupied, Threats threats) {
        b = occupied.builder();
        king = us.king();
        rays = new QueenRays(king, occupied);
        Word usOcc = us.occupancy();
        Word seenBoth = Word.zero(b);
        Word diagonalSeen = Word.zero(b);
        Word pins = Word.zero(b);
        for (int line = 0; line < 4; line++) {
            Direction d = LINES[line];
            Word x = rays.reach(d).and(threats.slide(d.opposite()))
                    .xor(rays.reach(d.opposite()).and(threats.slide(d)));
            seenBoth = seenBoth.xor(x);
            if (!d.isStraight()) {
                diagonalSeen = diagonalSeen.xor(x);
            }
            pinnedOnLine[line] = x.and(usOcc);
            pins = pins.xor(pinnedOnLine[line]);
        }
        pinned = pins;
        between = seenBoth.andNot(occupied);
        loneEnemyOnDiagonals = diagonalSeen.and(them.occupancy());
        Word all = Word.zero(b);
        for (Direction d : Direction.values()) {
            sliderChecks[d.ordinal()] = rays.reach(d).and(them.sliders(d));
            all = all.xor(sliderChecks[d.ordinal()]);
        }
        knightChecks = Steps.knightFromSquare(king).and(them.knights());
        captures = Steps.captures(us.colour());
        for (int i = 0; i < 2; i++) {
            pawnChecks[i] = king.shift(captures[i]).and(them.pawns());
        }
        Word checkers = all.xor(knightChecks).xor(pawnChecks[0]).xor(pawnChecks[1]);
        inCheck = checkers.anySet();
        single = b.and(inCheck, b.not(checkers.atLeastTwo()));
        checkMask = checkers.xor(between);
        // No check: anywhere; one check: its squares; double check: nowhere (only the king moves).
        Word anywhere = Word.constant(b, -1L).and(b.not(inCheck));
        target = anywhere.xor(checkMask.and(single));
    }

    /** 1 when the king is in check. */
    int inCheck() {
        return inCheck;
    }

    /** 1 when exactly one man gives check. */
    int singleCheck() {
        return single;
    }

    /** The checkers and the squares between the king and a checking slider. */
    Word checkMask() {
        return checkMask;
    }

    /** Where a man other than the king may go as far as checks go: anywhere, the check's squares, or nowhere. */
    Word target() {
        return target;
    }

    /** Our men pinned to the king on any line. */
    Word pinned() {
        return pinned;
    }

    /** Our men pinned along the line of {@code d} (either way). */
    Word pinnedOnLine(Direction d) {
        for (int line = 0; line < 4; line++) {
            if (LINES[line] == d || LINES[line] == d.opposite()) {
                return pinnedOnLine[line];
            }
        }
        throw new IllegalArgumentException("no line for " + d);
    }

    /** Our men that may move only along {@code d}'s line, or not at all: pinned on another line. */
    Word pinnedOffLine(Direction d) {
        return pinned.xor(pinnedOnLine(d));
    }

    /** Enemy men that alone stand between the king and an enemy diagonal slider. */
    Word loneEnemyOnDiagonals() {
        return loneEnemyOnDiagonals;
    }

    /** The squares the king's queen-rays reach along {@code d}. */
    Word reach(Direction d) {
        return rays.reach(d);
    }

    /**
     * The directions of the checks, one bit per {@link CheckDirection} in its order. A pawn
     * checks along the diagonal it stands on; the two diagonals through the king are named by
     * which is longer, a constant fact of the king's square.
     */
    int[] directions() {
        Word[] lineChecks = new Word[4];
        for (int line = 0; line < 4; line++) {
            Direction d = LINES[line];
            lineChecks[line] = sliderChecks[d.ordinal()].xor(sliderChecks[d.opposite().ordinal()]);
        }
        Word ascending = lineChecks[2];
        Word descending = lineChecks[3];
        for (int i = 0; i < 2; i++) {
            if (ascending(captures[i])) {
                ascending = ascending.xor(pawnChecks[i]);
            } else {
                descending = descending.xor(pawnChecks[i]);
            }
        }
        int asc = ascending.anySet();
        int desc = descending.anySet();
        int longAscending = king.mask(Steps.LONG_ASCENDING).anySet();
        int[] bits = new int[CheckDirection.values().length];
        bits[CheckDirection.FILE.ordinal()] = lineChecks[0].anySet();
        bits[CheckDirection.KNIGHT.ordinal()] = knightChecks.anySet();
        bits[CheckDirection.LONG_DIAGONAL.ordinal()] = b.mux(longAscending, desc, asc);
        bits[CheckDirection.RANK.ordinal()] = lineChecks[1].anySet();
        bits[CheckDirection.SHORT_DIAGONAL.ordinal()] = b.mux(longAscending, asc, desc);
        return bits;
    }

    /** Whether {@code d} runs along an ascending (a1-h8 way) diagonal. */
    private static boolean ascending(Direction d) {
        return d == Direction.NORTH_EAST || d == Direction.SOUTH_WEST;
    }
}
