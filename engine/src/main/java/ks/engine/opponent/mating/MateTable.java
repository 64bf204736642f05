package ks.engine.opponent.mating;

import ks.engine.OwnMen;

/** Our moves to mate a lone king we can see, by a table of ordinary chess for one ending. */
interface MateTable {

    /** What {@link #movesToMate} returns where the king is not mated by force: drawn, or no such position. */
    int NOT_WON = -1;

    /**
     * Our moves to mate by force with {@code men} (the ending's men), the lone king on
     * {@code king} to move: 0 when it is mated, {@link #NOT_WON} when it is not mated by force.
     */
    int movesToMate(OwnMen men, int king);
}
