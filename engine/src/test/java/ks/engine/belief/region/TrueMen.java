package ks.engine.belief.region;

import java.util.Arrays;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;

/**
 * The true board with each man known by the square it started on, followed move by move as the
 * referee plays them: what the regions are checked against. For measurements and tests only.
 */
final class TrueMen {

    private final int[] originAt = new int[64];
    private Position board;

    TrueMen(Position start) {
        Arrays.fill(originAt, Square.NONE);
        for (long b = start.occupancy(); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            originAt[sq] = sq;
        }
        board = start.copy();
    }

    /** The legal {@code move} (with the board's flags) played on {@code before}, giving {@code after}. */
    void played(Position before, int move, Position after) {
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = before.sideToMove();
        if (Move.isEnPassant(move)) {
            originAt[to + (mover == Color.WHITE ? -8 : 8)] = Square.NONE;
        }
        if (Move.isCastling(move)) {
            int rook = OwnMen.rookHome(mover, to > from);
            int rookTo = to > from ? to - 1 : to + 1;
            originAt[rookTo] = originAt[rook];
            originAt[rook] = Square.NONE;
        }
        originAt[to] = originAt[from];
        originAt[from] = Square.NONE;
        board = after.copy();
    }

    /** The square where the man of {@code colour} that started on {@code origin} stands, or -1 once taken. */
    int squareOf(int colour, int origin) {
        for (int sq = 0; sq < 64; sq++) {
            if (originAt[sq] == origin && Bitboards.contains(board.occupancy(colour), sq)) {
                return sq;
            }
        }
        return Square.NONE;
    }

    Position board() {
        return board;
    }

    /**
     * The first man of {@code regions}' enemy that stands outside its region, or is called taken
     * and stands on the board, described; null when every man is inside.
     */
    String outside(ManRegions regions, int enemy) {
        if (regions.menLeft() < Long.bitCount(board.occupancy(enemy))) {
            return regions.menLeft() + " men left counted in " + board.toFen();
        }
        for (int i = 0; i < regions.size(); i++) {
            int sq = squareOf(enemy, regions.origin(i));
            if (sq == Square.NONE) {
                continue;
            }
            if (regions.gone(i) || !Bitboards.contains(regions.squares(i), sq)) {
                return "the man from " + Square.name(regions.origin(i)) + " on " + Square.name(sq)
                        + (regions.gone(i) ? " called taken" : " outside " + Bitboards.toString(regions.squares(i)))
                        + " in " + board.toFen();
            }
        }
        return null;
    }
}
