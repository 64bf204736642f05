package ks.engine.opponent.mating;

import java.util.HashMap;
import java.util.Map;
import ks.engine.OwnMen;

/**
 * How often our men have stood as they stand after each of our moves against a lone king. Level 4
 * prices a move by the times its placing was seen before: against a king it cannot see, the
 * choice's measures often stay level whichever way the king stepped, and the choice would go back
 * and forth between two placings for ever; the price makes it try another, of the same worth.
 */
final class Placings {

    private final Map<OwnMen, Integer> seen = new HashMap<>();

    /** Takes in our move that stood, our men now {@code men}. */
    void played(OwnMen men) {
        seen.merge(men, 1, Integer::sum);
    }

    /** How often our men stood as {@code men} after a move of ours. */
    int times(OwnMen men) {
        return seen.getOrDefault(men, 0);
    }
}
