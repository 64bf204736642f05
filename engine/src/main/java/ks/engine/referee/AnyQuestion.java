package ks.engine.referee;

/**
 * Whether a rule set lets the mover ask "any pawn captures?" and what a "yes" costs:
 * {@link #NONE} (not asked; the referee ignores it), {@link #ANSWERED} (answered to both, no
 * obligation), {@link #OWES_PAWN_TRY} (answered to both; after a yes the asker's next attempt
 * must be a pawn capture, after which any move is allowed).
 */
public enum AnyQuestion {
    NONE, ANSWERED, OWES_PAWN_TRY
}
