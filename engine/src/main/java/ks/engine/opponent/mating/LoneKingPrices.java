package ks.engine.opponent.mating;

import java.util.Arrays;
import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * What each candidate costs level 4 against a lone king, besides each guess's evaluation: a rook
 * or queen left where the king of the {@link KingRegion} may take it (by the chance that it stands
 * there), a placing of our men seen before ({@link Placings}, without a rook or queen), and a
 * stalemate on the region's squares; or with a rook alone once the {@link RookTable} is made, a
 * queen alone once the {@link QueenTable} is, or two bishops once the {@link BishopsTable} is, the
 * {@link RegionSearch}'s moves to mate (with a rook or queen alone, that man priced on any square
 * of the region, and placings priced too).
 */
final class LoneKingPrices {

    /**
     * What leaving a rook or queen unguarded where the king may take it costs, times its worth and
     * the chance that the king stands next to it: a lost rook or queen is most often a draw, so no
     * chance of a quicker mate is worth much of that risk.
     */
    private static final double LONE_EXPOSED = 12;
    /** Without a rook or queen but with the men to mate, or with a rook or queen alone searched, what each time our men stood as a move leaves them costs. */
    private static final double REPEATED = 1;
    /** What stalemating the king on every square of the region would cost. */
    private static final double LONE_STALEMATE = -Evaluation.DRAW_WHEN_AHEAD;
    /** With this few enemy men or fewer, the builds of the tables our men may need go on. */
    private static final int ENDING_MEN = 4;

    /** Every square's chance counted whole: with a rook or queen alone, that man where the king may take it from any square of the region costs a draw. */
    private static final double[] EVERYWHERE = everywhere();

    private static double[] everywhere() {
        double[] all = new double[64];
        Arrays.fill(all, 1);
        return all;
    }

    private final KingRegion region;
    private final Placings placings = new Placings();
    private final TableSteps bishops;
    private final TableSteps rook = TableSteps.rook();
    private final TableSteps queen = TableSteps.queen();

    LoneKingPrices(KingRegion region, TableSteps bishops) {
        this.region = region;
        this.bishops = bishops;
    }

    /** Takes in our move that stood, our men now {@code men}. */
    void played(OwnMen men) {
        placings.played(men);
    }

    /**
     * With at most {@link #ENDING_MEN} enemy men, advances by one step the build of each table our
     * men may need (a bishop of each colour, a rook, a queen): it is then most often made before
     * they meet a lone king.
     */
    void prepare(OwnMen men, int enemyMen) {
        if (enemyMen > ENDING_MEN) {
            return;
        }
        if (RegionSearch.hasBothBishops(men)) {
            bishops.step();
        }
        if (men.men(PieceType.ROOK) != 0) {
            rook.step();
        }
        if (men.men(PieceType.QUEEN) != 0) {
            queen.step();
        }
    }

    /** Whether the {@link RegionSearch} plays for our {@code men}: two bishops, a rook or a queen alone, and its table made. */
    boolean searches(OwnMen men) {
        return table(men) != null;
    }

    private MateTable table(OwnMen men) {
        if (RookTable.applies(men)) {
            return rook.table();
        }
        if (QueenTable.applies(men)) {
            return queen.table();
        }
        return RegionSearch.applies(men) ? bishops.table() : null;
    }

    /**
     * Takes from {@code worth} each candidate's price, {@code weighed} the guesses' weight,
     * {@code chance} the guesses' share of each square of the region.
     */
    void charge(OwnMen men, int[] moves, double[] chance, double weighed, double[] worth) {
        MateTable table = table(men);
        boolean searched = table != null;
        RegionSearch search = searched ? new RegionSearch(table) : null;
        // With a rook or queen beside other men, a price that grows with each repetition would in the
        // end outweigh the risk to it; without the men to mate, it would only walk our king about. With a
        // rook or queen alone that man left where the region's king may take it costs a draw, whatever
        // the chances say, far above what repetitions cost in a game.
        boolean heavyAlone = table instanceof RookTable || table instanceof QueenTable;
        boolean light = heavyAlone || men.men(PieceType.ROOK) == 0 && men.men(PieceType.QUEEN) == 0
                && Evaluation.canMate(men.men(PieceType.PAWN), men.men(PieceType.BISHOP), men.men(PieceType.KNIGHT));
        for (int c = 0; c < moves.length; c++) {
            if (men.canMake(moves[c])) {
                OwnMen after = men.after(moves[c]);
                // Where the search plays, it weighs stalemate itself, with what may follow.
                double price = LONE_EXPOSED * region.heavyExposed(after, heavyAlone ? EVERYWHERE : chance)
                        + (light ? REPEATED * placings.times(after) : 0)
                        + (searched ? -search.value(men, region.squares(), moves[c], chance)
                                : LONE_STALEMATE * region.stalemateShare(after));
                worth[c] -= Math.max(weighed, 1e-9) * price;
            }
        }
    }
}
