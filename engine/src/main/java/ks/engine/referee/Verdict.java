package ks.engine.referee;

/**
 * The referee's answer to one attempted move. {@link #IMPOSSIBLE}: the mover's own men and
 * castling rights alone rule it out (no own man on the from-square, a move that man cannot
 * make, a path or target blocked by its own men, castling without the right or through its own
 * men), so it reveals nothing about the enemy. {@link #ILLEGAL}: possible per se but refused
 * given the whole board (or by a rule of the rule set, such as the pawn-try limit).
 * {@link #LEGAL}: the move is played.
 */
public enum Verdict {
    IMPOSSIBLE, ILLEGAL, LEGAL
}
