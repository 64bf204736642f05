package ks.engine.belief;

/**
 * What we heard of one enemy turn besides its move: its attempts refused {@code before} its "any?"
 * was answered {@code answer} (null when it did not ask) and {@code after} it (all of them when it
 * did not ask), and the square where our last capture took a man of its ({@code lastTaken}, -1
 * before any), which a player that takes back tries to reach.
 */
record TurnHeard(int before, Boolean answer, int after, int lastTaken) {
}
