package ks.engine.opponent.mating;

import java.util.Arrays;
import ks.engine.Attacks;
import ks.engine.Bitboards;

/**
 * The retrograde analysis that makes the {@link BishopsTable}, in steps of bounded work: the
 * engine has no threads, so a move that wants the table advances it by its share
 * ({@link BishopsSteps}) and plays without it until it is whole. The work is counted in positions
 * looked at (a position scanned for mate, a position reached by unmaking a move, a lone king's
 * step looked up), so that a step's size does not depend on the machine; one item (a position
 * and every move into it) is never split, and adds at most {@link #ITEM_MOST} to a step.
 * Thread-safe: the players of one JVM share one build.
 */
final class BishopsBuild {

    /** The most work one item counts: a position, the lone king's eight steps back, eight steps on looked up for each. */
    static final long ITEM_MOST = 1 + 8 * 9;

    private enum Phase { SCAN, OURS, LONER, DONE }

    /** The lone king to move: our moves to mate, plus one; 0 where not won. */
    private final byte[] lonerToMove = new byte[BishopsTable.SIZE];
    /** We to move: our moves to mate; 0 where not won. */
    private final byte[] oursToMove = new byte[BishopsTable.SIZE];
    private Phase phase = Phase.SCAN;
    /** Positions the lone king is mated in {@code n - 1} from, it to move; those we mate in {@code n} from, we to move. */
    private Ints frontier = new Ints();
    private Ints won = new Ints();
    private int n = 1;
    /** Where the phase has got to: an index of the table, or of the list it reads. */
    private int cursor;
    private long work;
    private BishopsTable table;

    /** Works on until at least {@code target} work is done in all, or the table is whole. */
    synchronized void advanceTo(long target) {
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
    synchronized long work() {
        return work;
    }

    /** The table once whole, else null. */
    synchronized BishopsTable table() {
        return table;
    }

    private void scan() {
        int i = cursor++;
        work++;
        if (valid(i) && mated(i)) {
            lonerToMove[i] = 1;
            frontier.add(i);
        }
        if (cursor == BishopsTable.SIZE) {
            next(Phase.OURS);
        }
    }

    private void ours() {
        if (cursor < frontier.size) {
            unmoveOurs(frontier.at[cursor++]);
        } else {
            frontier = new Ints();
            next(Phase.LONER);
        }
    }

    private void loner() {
        if (cursor < won.size) {
            unmoveLoner(won.at[cursor++]);
            return;
        }
        won = new Ints();
        n++;
        if (frontier.size == 0) {
            phase = Phase.DONE;
            table = new BishopsTable(lonerToMove);
        } else {
            next(Phase.OURS);
        }
    }

    private void next(Phase p) {
        phase = p;
        cursor = 0;
    }

    /** Four men on four squares, the kings apart. */
    private static boolean valid(int i) {
        int k = BishopsTable.ourKing(i);
        int l = BishopsTable.king(i);
        long squares = Bitboards.bit(k) | Bitboards.bit(l) | Bitboards.bit(BishopsTable.light(i))
                | Bitboards.bit(BishopsTable.dark(i));
        return Long.bitCount(squares) == 4 && !Bitboards.contains(Attacks.king(k), l);
    }

    /** The squares our men attack, the lone king seen through (it cannot hide behind itself). */
    private static long attacked(int ourKing, int light, int dark) {
        long occupancy = Bitboards.bit(ourKing) | Bitboards.bit(light) | Bitboards.bit(dark);
        return Attacks.king(ourKing) | Attacks.bishop(light, occupancy) | Attacks.bishop(dark, occupancy);
    }

    /** The lone king's moves: onto squares not attacked, a bishop taken only where not guarded. */
    private static long lonerSteps(int i) {
        int k = BishopsTable.ourKing(i);
        return Attacks.king(BishopsTable.king(i)) & ~attacked(k, BishopsTable.light(i), BishopsTable.dark(i))
                & ~Bitboards.bit(k);
    }

    private static boolean inCheck(int i) {
        return Bitboards.contains(attacked(BishopsTable.ourKing(i), BishopsTable.light(i), BishopsTable.dark(i)),
                BishopsTable.king(i));
    }

    private static boolean mated(int i) {
        return inCheck(i) && lonerSteps(i) == 0;
    }

    /**
     * Every position, we to move, from which one move of ours reaches {@code i} (the lone king to
     * move, mated in {@code n - 1}): mated in {@code n} unless known sooner. Our men's moves leave
     * the lone king where it stands, in the triangle.
     */
    private void unmoveOurs(int i) {
        work++;
        int k = BishopsTable.ourKing(i);
        int l = BishopsTable.king(i);
        int light = BishopsTable.light(i);
        int dark = BishopsTable.dark(i);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(l) | Bitboards.bit(light) | Bitboards.bit(dark);
        for (long b = Attacks.king(k) & ~occupancy & ~Attacks.king(l); b != 0; b &= b - 1) {
            wonBefore(BishopsTable.direct(Long.numberOfTrailingZeros(b), l, light, dark));
        }
        for (long b = Attacks.bishop(light, occupancy) & ~occupancy; b != 0; b &= b - 1) {
            wonBefore(BishopsTable.direct(k, l, Long.numberOfTrailingZeros(b), dark));
        }
        for (long b = Attacks.bishop(dark, occupancy) & ~occupancy; b != 0; b &= b - 1) {
            wonBefore(BishopsTable.direct(k, l, light, Long.numberOfTrailingZeros(b)));
        }
    }

    private void wonBefore(int q) {
        work++;
        // We to move: the lone king cannot stand in check.
        if (oursToMove[q] == 0 && !inCheck(q)) {
            oursToMove[q] = (byte) n;
            won.add(q);
        }
    }

    /**
     * Every position, the lone king to move, from which its move reaches {@code q} (we to move,
     * mating in {@code n}): mated in {@code n} when every move it has leads to a mate.
     */
    private void unmoveLoner(int q) {
        work++;
        int k = BishopsTable.ourKing(q);
        int light = BishopsTable.light(q);
        int dark = BishopsTable.dark(q);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(light) | Bitboards.bit(dark);
        for (long b = Attacks.king(BishopsTable.king(q)) & ~occupancy & ~Attacks.king(k); b != 0; b &= b - 1) {
            work++;
            int p = BishopsTable.index(k, Long.numberOfTrailingZeros(b), light, dark);
            if (lonerToMove[p] != 0 || !allLose(p)) {
                continue;
            }
            lonerToMove[p] = (byte) (n + 1);
            frontier.add(p);
            // A king on the triangle's diagonal is kept twice, as the board stands and turned about that
            // diagonal, and a step back from the other twin may not be looked at: mark both alike.
            int twin = BishopsTable.twin(p);
            if (twin != p && lonerToMove[twin] == 0) {
                lonerToMove[twin] = (byte) (n + 1);
                frontier.add(twin);
            }
        }
    }

    /** Whether every move of the lone king in {@code p} leads to a position we mate from (a bishop taken never does). */
    private boolean allLose(int p) {
        long steps = lonerSteps(p);
        if (steps == 0) {
            return false;
        }
        int k = BishopsTable.ourKing(p);
        int light = BishopsTable.light(p);
        int dark = BishopsTable.dark(p);
        if ((steps & (Bitboards.bit(light) | Bitboards.bit(dark))) != 0) {
            return false;
        }
        for (long b = steps; b != 0; b &= b - 1) {
            work++;
            if (oursToMove[BishopsTable.index(k, Long.numberOfTrailingZeros(b), light, dark)] == 0) {
                return false;
            }
        }
        return true;
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
