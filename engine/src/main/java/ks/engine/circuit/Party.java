package ks.engine.circuit;

/**
 * Who feeds an input of a two-party circuit: the player whose turn it is ({@link #MOVER}) or
 * the other one ({@link #OPPONENT}). Each party knows its own inputs and nothing of the other's.
 */
public enum Party {
    MOVER, OPPONENT
}
