package ks.engine.opponent.mating;

import java.util.Arrays;
import ks.engine.Attacks;
import ks.engine.Bitboards;

/**
 * How many of our moves a king and two bishops (one on each colour) need to mate a lone king they
 * can see, the king to move: a table of every such position of ordinary chess, worked out
 * backwards from the mates (retrograde analysis, as endgame tables are made), once per JVM on
 * first use (some four million positions, a few seconds). Ciancarini and Favini made such tables
 * for Kriegspiel itself over metapositions; level 4 reads this one over the squares of the king's
 * region instead, each square as if the king were seen there: a guide where a one-move choice
 * alone shuffles, since a plan with two bishops is long and its steps look alike.
 */
final class BishopsTable {

    /** What {@link #movesToMate} returns where the king is not mated by force: drawn, or no such position. */
    static final int NOT_WON = -1;

    private static final int[] LIGHT = new int[32];
    private static final int[] DARK = new int[32];
    /** A square's place among the squares of its colour. */
    private static final int[] PLACE = new int[64];

    static {
        int light = 0;
        int dark = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (Bitboards.contains(Bitboards.LIGHT_SQUARES, sq)) {
                PLACE[sq] = light;
                LIGHT[light++] = sq;
            } else {
                PLACE[sq] = dark;
                DARK[dark++] = sq;
            }
        }
    }

    /** Black (the lone king) to move: our moves to mate, plus one; 0 where not won. */
    private final byte[] lonerToMove = new byte[1 << 22];
    /** We to move: our moves to mate; 0 where not won. */
    private final byte[] oursToMove = new byte[1 << 22];

    private static final class Holder {
        static final BishopsTable TABLE = new BishopsTable();
    }

    /** The table, made on first use. */
    static BishopsTable get() {
        return Holder.TABLE;
    }

    private BishopsTable() {
        build();
    }

    /**
     * Our moves to mate by force, the lone king on {@code king} to move, ours on {@code ourKing},
     * our bishops on {@code light} and {@code dark} (a light and a dark square): 0 when it is
     * mated, {@link #NOT_WON} when it is not mated by force (stalemate, a bishop lost) or the
     * position cannot be.
     */
    int movesToMate(int ourKing, int king, int light, int dark) {
        return lonerToMove[index(ourKing, king, light, dark)] - 1;
    }

    private static int index(int ourKing, int king, int light, int dark) {
        return ourKing << 16 | king << 10 | PLACE[light] << 5 | PLACE[dark];
    }

    private void build() {
        Ints frontier = new Ints();
        for (int i = 0; i < 1 << 22; i++) {
            if (valid(i) && mated(i)) {
                lonerToMove[i] = 1;
                frontier.add(i);
            }
        }
        for (int n = 1; frontier.size > 0; n++) {
            Ints won = new Ints();
            for (int f = 0; f < frontier.size; f++) {
                unmoveOurs(frontier.at[f], n, won);
            }
            frontier = new Ints();
            for (int w = 0; w < won.size; w++) {
                unmoveLoner(won.at[w], n, frontier);
            }
        }
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

    private static int ourKing(int i) {
        return i >>> 16;
    }

    private static int king(int i) {
        return i >>> 10 & 63;
    }

    private static int light(int i) {
        return LIGHT[i >>> 5 & 31];
    }

    private static int dark(int i) {
        return DARK[i & 31];
    }

    /** Four men on four squares, the kings apart. */
    private static boolean valid(int i) {
        int k = ourKing(i);
        int l = king(i);
        long squares = Bitboards.bit(k) | Bitboards.bit(l) | Bitboards.bit(light(i)) | Bitboards.bit(dark(i));
        return Long.bitCount(squares) == 4 && !Bitboards.contains(Attacks.king(k), l);
    }

    /** The squares our men attack, the lone king seen through (it cannot hide behind itself). */
    private static long attacked(int ourKing, int light, int dark) {
        long occupancy = Bitboards.bit(ourKing) | Bitboards.bit(light) | Bitboards.bit(dark);
        return Attacks.king(ourKing) | Attacks.bishop(light, occupancy) | Attacks.bishop(dark, occupancy);
    }

    /** The lone king's moves: onto squares not attacked, a bishop taken only where not guarded. */
    private static long lonerSteps(int i) {
        return Attacks.king(king(i)) & ~attacked(ourKing(i), light(i), dark(i)) & ~Bitboards.bit(ourKing(i));
    }

    private static boolean inCheck(int i) {
        return Bitboards.contains(attacked(ourKing(i), light(i), dark(i)), king(i));
    }

    private static boolean mated(int i) {
        return inCheck(i) && lonerSteps(i) == 0;
    }

    /**
     * Every position, we to move, from which one move of ours reaches {@code i} (the lone king to
     * move, mated in {@code n - 1}): mated in {@code n} unless known sooner. Returns the new count.
     */
    private void unmoveOurs(int i, int n, Ints won) {
        int k = ourKing(i);
        int l = king(i);
        int light = light(i);
        int dark = dark(i);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(l) | Bitboards.bit(light) | Bitboards.bit(dark);
        for (long b = Attacks.king(k) & ~occupancy & ~Attacks.king(l); b != 0; b &= b - 1) {
            wonBefore(index(Long.numberOfTrailingZeros(b), l, light, dark), n, won);
        }
        for (long b = Attacks.bishop(light, occupancy) & ~occupancy; b != 0; b &= b - 1) {
            wonBefore(index(k, l, Long.numberOfTrailingZeros(b), dark), n, won);
        }
        for (long b = Attacks.bishop(dark, occupancy) & ~occupancy; b != 0; b &= b - 1) {
            wonBefore(index(k, l, light, Long.numberOfTrailingZeros(b)), n, won);
        }
    }

    private void wonBefore(int q, int n, Ints won) {
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
    private void unmoveLoner(int q, int n, Ints frontier) {
        int k = ourKing(q);
        int light = light(q);
        int dark = dark(q);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(light) | Bitboards.bit(dark);
        for (long b = Attacks.king(king(q)) & ~occupancy & ~Attacks.king(k); b != 0; b &= b - 1) {
            int p = index(k, Long.numberOfTrailingZeros(b), light, dark);
            if (lonerToMove[p] != 0 || !allLose(p)) {
                continue;
            }
            lonerToMove[p] = (byte) (n + 1);
            frontier.add(p);
        }
    }

    /** Whether every move of the lone king in {@code p} leads to a position we mate from (a bishop taken never does). */
    private boolean allLose(int p) {
        long steps = lonerSteps(p);
        if (steps == 0) {
            return false;
        }
        long bishops = Bitboards.bit(light(p)) | Bitboards.bit(dark(p));
        if ((steps & bishops) != 0) {
            return false;
        }
        for (long b = steps; b != 0; b &= b - 1) {
            if (oursToMove[index(ourKing(p), Long.numberOfTrailingZeros(b), light(p), dark(p))] == 0) {
                return false;
            }
        }
        return true;
    }
}
