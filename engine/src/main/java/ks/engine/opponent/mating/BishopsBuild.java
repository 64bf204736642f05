package ks.engine.opponent.mating;

import ks.engine.Attacks;
import ks.engine.Bitboards;

/** The retrograde analysis that makes the {@link BishopsTable}: a king and two bishops, one on each colour. */
final class BishopsBuild extends RetrogradeBuild {

    BishopsBuild() {
        super(BishopsTable.SIZE);
    }

    @Override
    boolean mated(int i) {
        return valid(i) && inCheck(i) && steps(i) == 0;
    }

    @Override
    MateTable table(byte[] lonerToMove) {
        return new BishopsTable(lonerToMove);
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
    private static long steps(int i) {
        int k = BishopsTable.ourKing(i);
        return Attacks.king(BishopsTable.king(i)) & ~attacked(k, BishopsTable.light(i), BishopsTable.dark(i))
                & ~Bitboards.bit(k);
    }

    private static boolean inCheck(int i) {
        return Bitboards.contains(attacked(BishopsTable.ourKing(i), BishopsTable.light(i), BishopsTable.dark(i)),
                BishopsTable.king(i));
    }

    /** Our men's moves leave the lone king where it stands, in the triangle. */
    @Override
    void unmoveOurs(int i) {
        int k = BishopsTable.ourKing(i);
        int l = BishopsTable.king(i);
        int light = BishopsTable.light(i);
        int dark = BishopsTable.dark(i);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(l) | Bitboards.bit(light) | Bitboards.bit(dark);
        for (long b = Attacks.king(k) & ~occupancy & ~Attacks.king(l); b != 0; b &= b - 1) {
            ours(BishopsTable.direct(Long.numberOfTrailingZeros(b), l, light, dark));
        }
        for (long b = Attacks.bishop(light, occupancy) & ~occupancy; b != 0; b &= b - 1) {
            ours(BishopsTable.direct(k, l, Long.numberOfTrailingZeros(b), dark));
        }
        for (long b = Attacks.bishop(dark, occupancy) & ~occupancy; b != 0; b &= b - 1) {
            ours(BishopsTable.direct(k, l, light, Long.numberOfTrailingZeros(b)));
        }
    }

    private void ours(int q) {
        // We to move: the lone king cannot stand in check.
        if (!inCheck(q)) {
            wonBefore(q);
        }
    }

    @Override
    void unmoveLoner(int q) {
        int k = BishopsTable.ourKing(q);
        int light = BishopsTable.light(q);
        int dark = BishopsTable.dark(q);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(light) | Bitboards.bit(dark);
        for (long b = Attacks.king(BishopsTable.king(q)) & ~occupancy & ~Attacks.king(k); b != 0; b &= b - 1) {
            int p = BishopsTable.index(k, Long.numberOfTrailingZeros(b), light, dark);
            lostBefore(p);
            // A king on the triangle's diagonal is kept twice, as the board stands and turned about that
            // diagonal, and a step back from the other twin may not be looked at: both are weighed alike.
            int twin = BishopsTable.twin(p);
            if (twin != p) {
                lostBefore(twin);
            }
        }
    }

    /** A bishop taken never leads to a mate. */
    @Override
    int lonerSteps(int p, int[] into) {
        long steps = steps(p);
        int k = BishopsTable.ourKing(p);
        int light = BishopsTable.light(p);
        int dark = BishopsTable.dark(p);
        if ((steps & (Bitboards.bit(light) | Bitboards.bit(dark))) != 0) {
            return 0;
        }
        int count = 0;
        for (long b = steps; b != 0; b &= b - 1) {
            into[count++] = BishopsTable.index(k, Long.numberOfTrailingZeros(b), light, dark);
        }
        return count;
    }
}
