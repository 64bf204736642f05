package ks.engine.opponent.mating;

import java.util.Arrays;

/**
 * A retrograde analysis of one ending of ordinary chess (our men against a lone king), worked out
 * backwards from the mates in steps of bounded work: the engine has no threads, so a move that
 * wants the table advances it by its share ({@link TableSteps}) and plays without it until it is
 * whole. The work is counted in positions looked at (a position scanned for mate, a position
 * reached by unmaking a move, a lone king's step looked up), so that a step's size does not depend
 * on the machine; one item (a position and every move into it) is never split, and adds at most
 * {@link #ITEM_MOST} to a step. Thread-safe: the players of one JVM share one build.
 */
abstract class RetrogradeBuild {

    /** The most work one item counts: a position, the lone king's eight steps back (and their twins), eight steps on looked up for each. */
    static final long ITEM_MOST = 1 + 2 * 8 * 9;

    private enum Phase { SCAN, OURS, LONER, DONE }

    /** The lone king to move: our moves to mate, plus one; 0 where not won. */
    private final byte[] lonerToMove;
    /** We to move: our moves to mate; 0 where not won. */
    private final byte[] oursToMove;
    private Phase phase = Phase.SCAN;
    /** Positions the lone king is mated in {@code n - 1} from, it to move; those we mate in {@code n} from, we to move. */
    private Ints frontier = new Ints();
    private Ints won = new Ints();
    private int n = 1;
    /** Where the phase has got to: an index of the table, or of the list it reads. */
    private int cursor;
    private long work;
    private MateTable table;
    private final int[] steps = new int[8];

    RetrogradeBuild(int size) {
        lonerToMove = new byte[size];
        oursToMove = new byte[size];
    }

    /** Whether {@code i} is a position, the lone king to move and mated. */
    abstract boolean mated(int i);

    /** Every position, we to move and the lone king not in check, from which one move of ours reaches {@code i}: each to {@link #wonBefore}. */
    abstract void unmoveOurs(int i);

    /** Every position, the lone king to move, from which its step reaches {@code q}: each to {@link #lostBefore}. */
    abstract void unmoveLoner(int q);

    /**
     * Puts in {@code into} the positions, we to move, that the lone king's steps from {@code p}
     * reach, and returns how many; 0 where it has none or one of them takes a man we need.
     */
    abstract int lonerSteps(int p, int[] into);

    /** The table made from the moves to mate, the lone king to move (ours, plus one; 0 where not won). */
    abstract MateTable table(byte[] lonerToMove);

    /** Works on until at least {@code target} work is done in all, or the table is whole. */
    final synchronized void advanceTo(long target) {
        while (phase != Phase.DONE && work < target) {
            switch (phase) {
                case SCAN -> scan();
                case OURS -> ours();
                case LONER -> loner();
                default -> throw new IllegalStateException();
            }
        }
    }

    /** The work done so far. */
    final synchronized long work() {
        return work;
    }

    /** The table once whole, else null. */
    final synchronized MateTable table() {
        return table;
    }

    /** A position, we to move, from which our move reaches one mated in {@code n - 1}: we mate in {@code n} unless known sooner. */
    final void wonBefore(int q) {
        work++;
        if (oursToMove[q] == 0) {
            oursToMove[q] = (byte) n;
            won.add(q);
        }
    }

    /** A position, the lone king to move, from which a step reaches one we mate from: mated in {@code n} when every step does. */
    final void lostBefore(int p) {
        work++;
        if (lonerToMove[p] != 0) {
            return;
        }
        int count = lonerSteps(p, steps);
        if (count == 0) {
            return;
        }
        for (int s = 0; s < count; s++) {
            work++;
            if (oursToMove[steps[s]] == 0) {
                return;
            }
        }
        lonerToMove[p] = (byte) (n + 1);
        frontier.add(p);
    }

    private void scan() {
        int i = cursor++;
        work++;
        if (mated(i)) {
            lonerToMove[i] = 1;
            frontier.add(i);
        }
        if (cursor == lonerToMove.length) {
            next(Phase.OURS);
        }
    }

    private void ours() {
        if (cursor < frontier.size) {
            work++;
            unmoveOurs(frontier.at[cursor++]);
        } else {
            frontier = new Ints();
            next(Phase.LONER);
        }
    }

    private void loner() {
        if (cursor < won.size) {
            work++;
            unmoveLoner(won.at[cursor++]);
            return;
        }
        won = new Ints();
        n++;
        if (frontier.size == 0) {
            phase = Phase.DONE;
            table = table(lonerToMove);
        } else {
            next(Phase.OURS);
        }
    }

    private void next(Phase p) {
        phase = p;
        cursor = 0;
    }

    /** A growing list of positions' indices. */
    private static final class Ints {
        int[] at = new int[1024];
        int size;

        void add(int i) {
            if (size == at.length) {
                at = Arrays.copyOf(at, size * 2);
            }
            at[size++] = i;
        }
    }
}
