package ks.engine.belief;

import ks.engine.PieceType;
import ks.engine.Position;

/**
 * The men one side has left, by kind (pawns, knights, bishops, rooks, queens), as one number: what
 * sets apart the hypotheses about which of its men were taken and which of its pawns promoted
 * unheard. A side's men change in number and kind only by those two events, so two guesses with
 * the same men left differ only in where they stand.
 */
final class MenLeft {

    private MenLeft() {
    }

    /** The kinds of {@code colour}'s men in {@code p}, four bits a kind (a side has at most 10 of any). */
    static long of(Position p, int colour) {
        long key = 0;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            key = key << 4 | Long.bitCount(p.pieces(colour, type));
        }
        return key;
    }
}
