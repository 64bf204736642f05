package ks.engine.opponent.mating;

import ks.engine.Bitboards;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * How many of our moves a king and two bishops (one on each colour) need to mate a lone king they
 * can see, the king to move: a table of every such position of ordinary chess, worked out
 * backwards from the mates (retrograde analysis, as endgame tables are made) by a
 * {@link BishopsBuild} in bounded steps. Ciancarini and Favini made such tables for Kriegspiel
 * itself over metapositions; level 4 reads this one over the squares of the king's region
 * instead, each square as if the king were seen there: a guide where a one-move choice alone
 * shuffles, since a plan with two bishops is long and its steps look alike.
 *
 * <p>The table keeps one position of each set the board's eight symmetries make alike, the lone
 * king on one of the ten squares of the triangle a1-d1-d4: a symmetry that turns light squares
 * dark turns the light bishop into the dark one, and the two bishops are alike but for their
 * colour.
 */
final class BishopsTable implements MateTable {

    /** Positions in the table: the lone king on the triangle's ten squares, ours anywhere, each bishop on its colour. */
    static final int SIZE = 10 << 16;

    private static final int[] LIGHT = new int[32];
    private static final int[] DARK = new int[32];
    /** A square's place among the squares of its colour. */
    private static final int[] PLACE = new int[64];
    /** The eight symmetries of the board, each a map of the squares: files turned, ranks turned, then the two swapped. */
    private static final int[][] SYMMETRY = new int[8][64];
    /** For each square of the lone king, the symmetry that takes it into the triangle. */
    private static final int[] CANONICAL = new int[64];
    /** A square's place in the triangle a1-d1-d4, or -1; and the triangle's squares. */
    private static final int[] TRIANGLE = new int[64];
    private static final int[] TRIANGLE_SQUARES = new int[10];

    static {
        int light = 0;
        int dark = 0;
        int corner = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (Bitboards.contains(Bitboards.LIGHT_SQUARES, sq)) {
                PLACE[sq] = light;
                LIGHT[light++] = sq;
            } else {
                PLACE[sq] = dark;
                DARK[dark++] = sq;
            }
            int file = Square.file(sq);
            int rank = Square.rank(sq);
            TRIANGLE[sq] = file <= 3 && rank <= file ? corner : -1;
            if (TRIANGLE[sq] >= 0) {
                TRIANGLE_SQUARES[corner++] = sq;
            }
            for (int s = 0; s < 8; s++) {
                int f = (s & 1) != 0 ? 7 - file : file;
                int r = (s & 2) != 0 ? 7 - rank : rank;
                SYMMETRY[s][sq] = (s & 4) != 0 ? Square.of(r, f) : Square.of(f, r);
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            int s = 0;
            while (TRIANGLE[SYMMETRY[s][sq]] < 0) {
                s++;
            }
            CANONICAL[sq] = s;
        }
    }

    /** The lone king to move: our moves to mate, plus one; 0 where not won. */
    private final byte[] lonerToMove;

    BishopsTable(byte[] lonerToMove) {
        this.lonerToMove = lonerToMove;
    }

    @Override
    public int movesToMate(OwnMen men, int king) {
        long bishops = men.men(PieceType.BISHOP);
        return movesToMate(men.king(), king, Long.numberOfTrailingZeros(bishops & Bitboards.LIGHT_SQUARES),
                Long.numberOfTrailingZeros(bishops & Bitboards.DARK_SQUARES));
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

    /** The index of the table's position alike to this one; the bishops on squares of two colours, in either order. */
    static int index(int ourKing, int king, int bishop, int other) {
        int[] s = SYMMETRY[CANONICAL[king]];
        int b = s[bishop];
        int o = s[other];
        boolean light = Bitboards.contains(Bitboards.LIGHT_SQUARES, b);
        return TRIANGLE[s[king]] << 16 | s[ourKing] << 10 | PLACE[light ? b : o] << 5 | PLACE[light ? o : b];
    }

    /** The index of a position whose lone king already stands in the triangle. */
    static int direct(int ourKing, int king, int light, int dark) {
        return TRIANGLE[king] << 16 | ourKing << 10 | PLACE[light] << 5 | PLACE[dark];
    }

    /**
     * The same position turned about the diagonal a1-h8 where its lone king stands on that
     * diagonal (the turn keeps the king in the triangle and each square's colour), else {@code i}.
     */
    static int twin(int i) {
        int king = king(i);
        if (Square.file(king) != Square.rank(king)) {
            return i;
        }
        int[] t = SYMMETRY[4];
        return direct(t[ourKing(i)], king, t[light(i)], t[dark(i)]);
    }

    static int ourKing(int i) {
        return i >>> 10 & 63;
    }

    static int king(int i) {
        return TRIANGLE_SQUARES[i >>> 16];
    }

    static int light(int i) {
        return LIGHT[i >>> 5 & 31];
    }

    static int dark(int i) {
        return DARK[i & 31];
    }
}
