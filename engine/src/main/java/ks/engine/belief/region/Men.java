package ks.engine.belief.region;

import ks.engine.Bitboards;
import ks.engine.PieceType;
import ks.engine.Position;

/**
 * The state {@link ManRegions} keeps: for each enemy man, known by the kind and square it started
 * as, the squares it may stand on as that kind and (a pawn) as the piece it may have promoted to,
 * and whether it is surely taken; with the narrowings every rule shares (keep only some squares,
 * a man left with none is taken, the king never).
 */
final class Men {

    final int count;
    final int[] kind;
    final int[] origin;
    /** Where each man may stand as the kind it started as (a pawn: as a pawn). */
    final long[] squares;
    /** Where a pawn may stand as the piece it may have promoted to; 0 for the others. */
    final long[] promoted;
    final boolean[] gone;
    /** The king's index, or -1 in a position without one. */
    final int king;

    /** The enemy's men of {@code start}, each on its square. */
    Men(Position start, int enemy) {
        this.count = Long.bitCount(start.occupancy(enemy));
        this.kind = new int[count];
        this.origin = new int[count];
        this.squares = new long[count];
        this.promoted = new long[count];
        this.gone = new boolean[count];
        int i = 0;
        int kingIndex = -1;
        for (long b = start.occupancy(enemy); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            kind[i] = start.pieceTypeAt(sq);
            origin[i] = sq;
            squares[i] = Bitboards.bit(sq);
            if (kind[i] == PieceType.KING) {
                kingIndex = i;
            }
            i++;
        }
        this.king = kingIndex;
    }

    /** Every square man {@code i} may stand on, as whatever it may be now. */
    long where(int i) {
        return squares[i] | promoted[i];
    }

    /** Every square some man but the king may stand on. */
    long allButKing() {
        long maybe = 0;
        for (int i = 0; i < count; i++) {
            maybe |= i != king ? squares[i] | promoted[i] : 0;
        }
        return maybe;
    }

    /** Whether a live man that may be of kind {@code type} has {@code sq} in its region. */
    boolean holds(int type, int sq) {
        for (int i = 0; i < count; i++) {
            boolean kindFits = kind[i] == type
                    || kind[i] == PieceType.PAWN && type != PieceType.KING && type != PieceType.PAWN;
            long at = type == PieceType.PAWN || kind[i] != PieceType.PAWN ? squares[i] : promoted[i];
            if (!gone[i] && kindFits && Bitboards.contains(at, sq)) {
                return true;
            }
        }
        return false;
    }

    void narrowKing(long kept) {
        if (king >= 0) {
            squares[king] &= kept;
        }
    }

    void keepOnly(long kept) {
        for (int i = 0; i < count; i++) {
            if (!gone[i]) {
                squares[i] &= kept;
                promoted[i] &= kept;
                settle(i);
            }
        }
    }

    /** A man with no square left is taken (the king never: an empty king's region is a broken assumption, kept visible). */
    void settle(int i) {
        if (i != king && (squares[i] | promoted[i]) == 0) {
            gone[i] = true;
        }
    }

    void remove(int i) {
        squares[i] = 0;
        promoted[i] = 0;
        gone[i] = true;
    }
}
