package ks.engine.view;

/**
 * What the umpire says about a taken man: a pawn, a piece, or nothing (some rule sets name only
 * the square).
 */
public enum CaptureKind {
    PAWN, PIECE, UNKNOWN
}
