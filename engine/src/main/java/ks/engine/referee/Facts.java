package ks.engine.referee;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import ks.engine.Outcome;

/**
 * The umpire's rule-set-independent account of a position just reached: what the last move took
 * ({@code capture}, or null) and whether it promoted; the {@code checks} against the side now to
 * move (sorted, iteration in {@link CheckDirection} order); that side's pawn tries, counted as
 * distinct from-to legal pawn captures (en passant included, a promotion counted once), with the
 * pawns' squares in {@code pawnTryFrom} and the target squares in {@code pawnTryTo} as bitboards
 * (bit n = square n, so ascending bits are the sorted squares); the board {@code result}; and the
 * {@code turn} (the colour now to move).
 */
public record Facts(Capture capture, boolean promotion, Set<CheckDirection> checks, int pawnTries,
                    long pawnTryFrom, long pawnTryTo, Outcome result, int turn) {

    private static final List<Set<CheckDirection>> CHECK_SETS = checkSets();

    public Facts {
        // Most positions are not in check: asking for emptiness spares the hot loop of a belief an iterator.
        int mask = 0;
        if (!checks.isEmpty()) {
            for (CheckDirection d : checks) {
                mask |= 1 << d.ordinal();
            }
        }
        checks = CHECK_SETS.get(mask);
        if (pawnTries < Long.bitCount(pawnTryFrom) || pawnTries < Long.bitCount(pawnTryTo)) {
            throw new IllegalArgumentException("fewer pawn tries than pawns or targets with tries");
        }
        if (result == null) {
            throw new IllegalArgumentException("result must not be null; Outcome.NONE means the game goes on");
        }
    }

    /** The shared immutable set of the directions in {@code mask} (bit i = ordinal i), without allocating. */
    static Set<CheckDirection> checkSet(int mask) {
        return CHECK_SETS.get(mask);
    }

    /** The squares of the pawns that have tries, ascending. */
    public List<Integer> pawnTryFromSquares() {
        return squares(pawnTryFrom);
    }

    /** The squares the pawn tries capture on (for en passant, the square the pawn moves to), ascending. */
    public List<Integer> pawnTryToSquares() {
        return squares(pawnTryTo);
    }

    /** Whether the game is over by the board. */
    public boolean isOver() {
        return result != Outcome.NONE;
    }

    private static List<Integer> squares(long bitboard) {
        Integer[] out = new Integer[Long.bitCount(bitboard)];
        int i = 0;
        for (long b = bitboard; b != 0; b &= b - 1) {
            out[i++] = Long.numberOfTrailingZeros(b);
        }
        return List.of(out);
    }

    private static List<Set<CheckDirection>> checkSets() {
        CheckDirection[] all = CheckDirection.values();
        List<Set<CheckDirection>> sets = new ArrayList<>();
        for (int mask = 0; mask < 1 << all.length; mask++) {
            EnumSet<CheckDirection> s = EnumSet.noneOf(CheckDirection.class);
            for (CheckDirection d : all) {
                if ((mask & 1 << d.ordinal()) != 0) {
                    s.add(d);
                }
            }
            sets.add(Collections.unmodifiableSet(s));
        }
        return List.copyOf(sets);
    }
}
