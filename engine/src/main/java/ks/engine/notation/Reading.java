package ks.engine.notation;

import java.util.List;

/**
 * What {@link MoveInput} made of a typed line: an {@link Attempt} to send to the referee, an
 * {@link Ambiguous} entry the player must narrow down, or an {@link Unparseable} one with a
 * one-line reason. Only an attempt is ever sent; all three are decided from the player's own men.
 */
public sealed interface Reading {

    /** A move to try, as an engine {@code Move} int (from, to, promotion). */
    record Attempt(int move) implements Reading {
    }

    /**
     * Text that fits more than one move of the player's own men; {@code question} asks which, e.g.
     * {@code which piece: Nb1-d2 or Nf3-d2?}.
     */
    record Ambiguous(String typed, List<Integer> candidates, String question) implements Reading {
        public Ambiguous {
            candidates = List.copyOf(candidates);
        }
    }

    /** Text that is no move, or no move of the player's own men; {@code message} says why. */
    record Unparseable(String message) implements Reading {
    }
}
