package ks.engine.opponent.mating;

import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * How many of our moves a king and rook need to mate a lone king they can see, the king to move:
 * a table of every such position of ordinary chess (262,144 of them: our king, theirs, the rook),
 * made by a {@link RookBuild} in bounded steps. Read over the {@link KingRegion}'s squares by the
 * {@link RegionSearch}, as the {@link BishopsTable} is with two bishops.
 */
final class RookTable implements MateTable {

    /** Positions in the table. */
    static final int SIZE = 1 << 18;

    /** The lone king to move: our moves to mate, plus one; 0 where not won. */
    private final byte[] lonerToMove;

    RookTable(byte[] lonerToMove) {
        this.lonerToMove = lonerToMove;
    }

    /** Whether the table plays for our {@code men}: a king and a rook alone. */
    static boolean applies(OwnMen men) {
        long rooks = men.men(PieceType.ROOK);
        return men.occupancy() == (rooks | men.men(PieceType.KING)) && Long.bitCount(rooks) == 1;
    }

    @Override
    public int movesToMate(OwnMen men, int king) {
        return movesToMate(men.king(), king, Long.numberOfTrailingZeros(men.men(PieceType.ROOK)));
    }

    /** Our moves to mate by force, our king on {@code ourKing}, the rook on {@code rook}, the lone king on {@code king} to move. */
    int movesToMate(int ourKing, int king, int rook) {
        return lonerToMove[index(ourKing, king, rook)] - 1;
    }

    static int index(int ourKing, int king, int rook) {
        return ourKing << 12 | king << 6 | rook;
    }

    static int ourKing(int i) {
        return i >>> 12;
    }

    static int king(int i) {
        return i >>> 6 & 63;
    }

    static int rook(int i) {
        return i & 63;
    }
}
