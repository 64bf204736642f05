package ks.engine.belief;

/**
 * The enemy's attempts we heard refused in one of its turns: {@code before} its "any?" was
 * answered {@code answer} (null when it did not ask) and {@code after} (all of them when it did not ask).
 */
record RefusalsHeard(int before, Boolean answer, int after) {
}
