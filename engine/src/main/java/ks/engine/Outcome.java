package ks.engine;

/**
 * How a position ends the game by the board alone: {@link #CHECKMATE} and {@link #STALEMATE}
 * (the side to move has no legal move), {@link #INSUFFICIENT_MATERIAL} (neither side can ever
 * mate), or {@link #NONE}. Clocks, repetitions and the fifty-move rule are decided elsewhere.
 */
public enum Outcome {
    NONE, CHECKMATE, STALEMATE, INSUFFICIENT_MATERIAL
}
