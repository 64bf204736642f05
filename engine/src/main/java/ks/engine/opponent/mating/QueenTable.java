package ks.engine.opponent.mating;

import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * How many of our moves a king and queen need to mate a lone king they can see, the king to move:
 * a table of every such position of ordinary chess (our king, theirs, the queen, laid out as the
 * {@link RookTable}), made by a {@link QueenBuild} in bounded steps and read over the
 * {@link KingRegion}'s squares by the {@link RegionSearch}. A stalemate is not won, so the search
 * counts a move that stalemates the king on a square of the region as a draw there.
 */
final class QueenTable implements MateTable {

    /** Positions in the table. */
    static final int SIZE = RookTable.SIZE;

    /** The lone king to move: our moves to mate, plus one; 0 where not won. */
    private final byte[] lonerToMove;

    QueenTable(byte[] lonerToMove) {
        this.lonerToMove = lonerToMove;
    }

    /** Whether the table plays for our {@code men}: a king and a queen alone. */
    static boolean applies(OwnMen men) {
        long queens = men.men(PieceType.QUEEN);
        return men.occupancy() == (queens | men.men(PieceType.KING)) && Long.bitCount(queens) == 1;
    }

    @Override
    public int movesToMate(OwnMen men, int king) {
        return movesToMate(men.king(), king, Long.numberOfTrailingZeros(men.men(PieceType.QUEEN)));
    }

    /** Our moves to mate by force, our king on {@code ourKing}, the queen on {@code queen}, the lone king on {@code king} to move. */
    int movesToMate(int ourKing, int king, int queen) {
        return lonerToMove[RookTable.index(ourKing, king, queen)] - 1;
    }
}
