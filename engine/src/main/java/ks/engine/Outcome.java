package ks.engine;

/**
 * How a position ends the game by the board alone: {@link #CHECKMATE} and {@link #STALEMATE}
 * (the side to move has no legal move), {@link #INSUFFICIENT_MATERIAL} (neither side can ever
 * mate), or {@link #NONE}. Clocks, repetitions and the fifty-move rule are decided elsewhere.
 * {@link #of} tells which holds for a position.
 */
public enum Outcome {
    NONE, CHECKMATE, STALEMATE, INSUFFICIENT_MATERIAL;

    /** How {@code p} stands. */
    static Outcome of(Position p) {
        MoveList list = new MoveList();
        p.legalMoves(list);
        if (list.size() == 0) {
            return p.inCheck() ? CHECKMATE : STALEMATE;
        }
        return insufficientMaterial(p) ? INSUFFICIENT_MATERIAL : NONE;
    }

    /** Whether neither side can ever mate in {@code p}; see {@link Position#insufficientMaterial}. */
    static boolean insufficientMaterial(Position p) {
        long[] pieces = p.pieces;
        long heavyOrPawns = pieces[0] | pieces[6] | pieces[3] | pieces[9] | pieces[4] | pieces[10];
        if (heavyOrPawns != 0) {
            return false;
        }
        long knights = pieces[1] | pieces[7];
        long bishops = pieces[2] | pieces[8];
        if (Long.bitCount(knights | bishops) <= 1) {
            return true;
        }
        return knights == 0
                && ((bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0);
    }
}
