package ks.engine.rules;

/**
 * How the side to move's pawn tries are told at the start of each turn: not at all, as a count
 * (only when there are some), as the squares of the pawns that have them, or as yes/no.
 */
enum TryNews {
    NONE, COUNT, SQUARES, YES_NO
}
