package ks.engine.opponent.mating;

import ks.engine.Attacks;
import ks.engine.Bitboards;

/**
 * The retrograde analysis that makes the {@link RookTable}: a king and rook. A {@link QueenBuild}
 * is the same over a queen's lines, the positions laid out alike.
 */
class RookBuild extends RetrogradeBuild {

    RookBuild() {
        super(RookTable.SIZE);
    }

    @Override
    boolean mated(int i) {
        return valid(i) && inCheck(i) && steps(i) == 0;
    }

    @Override
    MateTable table(byte[] lonerToMove) {
        return new RookTable(lonerToMove);
    }

    /** Three men on three squares, the kings apart. */
    private static boolean valid(int i) {
        int k = RookTable.ourKing(i);
        int l = RookTable.king(i);
        int r = RookTable.rook(i);
        return k != l && k != r && l != r && !Bitboards.contains(Attacks.king(k), l);
    }

    /** The squares our piece on {@code sq} attacks over {@code occupancy}. */
    long lines(int sq, long occupancy) {
        return Attacks.rook(sq, occupancy);
    }

    /** The squares our men attack, the lone king seen through (it cannot hide behind itself). */
    private long attacked(int ourKing, int rook) {
        return Attacks.king(ourKing) | lines(rook, Bitboards.bit(ourKing) | Bitboards.bit(rook));
    }

    /** The lone king's moves: onto squares not attacked, the rook taken only where not guarded. */
    private long steps(int i) {
        return Attacks.king(RookTable.king(i)) & ~attacked(RookTable.ourKing(i), RookTable.rook(i))
                & ~Bitboards.bit(RookTable.ourKing(i));
    }

    private boolean inCheck(int i) {
        return Bitboards.contains(attacked(RookTable.ourKing(i), RookTable.rook(i)), RookTable.king(i));
    }

    @Override
    void unmoveOurs(int i) {
        int k = RookTable.ourKing(i);
        int l = RookTable.king(i);
        int r = RookTable.rook(i);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(l) | Bitboards.bit(r);
        for (long b = Attacks.king(k) & ~occupancy & ~Attacks.king(l); b != 0; b &= b - 1) {
            ours(RookTable.index(Long.numberOfTrailingZeros(b), l, r));
        }
        for (long b = lines(r, occupancy) & ~occupancy; b != 0; b &= b - 1) {
            ours(RookTable.index(k, l, Long.numberOfTrailingZeros(b)));
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
        int k = RookTable.ourKing(q);
        int r = RookTable.rook(q);
        long occupancy = Bitboards.bit(k) | Bitboards.bit(r);
        for (long b = Attacks.king(RookTable.king(q)) & ~occupancy & ~Attacks.king(k); b != 0; b &= b - 1) {
            lostBefore(RookTable.index(k, Long.numberOfTrailingZeros(b), r));
        }
    }

    /** The rook taken never leads to a mate. */
    @Override
    int lonerSteps(int p, int[] into) {
        long steps = steps(p);
        int k = RookTable.ourKing(p);
        int r = RookTable.rook(p);
        if (Bitboards.contains(steps, r)) {
            return 0;
        }
        int count = 0;
        for (long b = steps; b != 0; b &= b - 1) {
            into[count++] = RookTable.index(k, Long.numberOfTrailingZeros(b), r);
        }
        return count;
    }
}
