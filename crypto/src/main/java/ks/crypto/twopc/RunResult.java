package ks.crypto.twopc;

/** A run's outputs with its record. */
record RunResult(boolean[] outputs, RunRecord record) {
}
