package ks.engine.view;

import ks.engine.Bitboards;

/**
 * What the umpire told us about our own pawn tries (legal pawn captures) at the start of our
 * turn, in whichever form the rule set uses: nothing, none, a count, a bare "yes", the squares of
 * the pawns that have them, or the squares they capture on. {@code pawns} and {@code targets}
 * are bitboards of what was told, {@link Bitboards#ALL} when the umpire did not narrow them;
 * {@code count} is -1 when not told.
 */
public record PawnTries(Presence presence, int count, long pawns, long targets) {

    /** Whether we have tries at all, as far as the umpire said. */
    public enum Presence {
        UNKNOWN, NONE, SOME
    }

    private static final PawnTries UNKNOWN = new PawnTries(Presence.UNKNOWN, -1, Bitboards.ALL, Bitboards.ALL);
    private static final PawnTries NONE = new PawnTries(Presence.NONE, 0, 0, 0);

    public PawnTries {
        if (presence == null) {
            throw new IllegalArgumentException("presence must not be null");
        }
        if (presence == Presence.SOME && (count == 0 || pawns == 0 || targets == 0)) {
            throw new IllegalArgumentException("some tries need a count, pawns and targets that are not empty");
        }
    }

    /** The umpire said nothing about our tries. */
    public static PawnTries unknown() {
        return UNKNOWN;
    }

    /** We have no pawn tries. */
    public static PawnTries none() {
        return NONE;
    }

    /** We have {@code count} pawn tries (0 is {@link #none}), squares not told. */
    public static PawnTries count(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("negative try count: " + count);
        }
        return count == 0 ? NONE : new PawnTries(Presence.SOME, count, Bitboards.ALL, Bitboards.ALL);
    }

    /** We have at least one pawn try, how many not told (the "any?" rules). */
    public static PawnTries some() {
        return new PawnTries(Presence.SOME, -1, Bitboards.ALL, Bitboards.ALL);
    }

    /** The pawns on {@code pawns} have tries; an empty set means none. */
    public static PawnTries fromPawns(long pawns) {
        return pawns == 0 ? NONE : new PawnTries(Presence.SOME, -1, pawns, Bitboards.ALL);
    }

    /** Our pawns may capture on {@code targets} (for en passant, the square the pawn lands on). */
    public static PawnTries onTargets(long targets) {
        return targets == 0 ? NONE : new PawnTries(Presence.SOME, -1, Bitboards.ALL, targets);
    }
}
