package ks.engine.notation;

/** Which pawn movement a typed pawn move means: straight on, diagonally (a capture), or either. */
enum PawnStep {
    PUSH,
    CAPTURE,
    EITHER
}
