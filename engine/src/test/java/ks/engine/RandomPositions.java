package ks.engine;

import java.util.Random;

/** Positions for the fuzzers: from a random game, or a random legal placement of random men. */
public final class RandomPositions {

    private RandomPositions() {
    }

    /** A position from a random game, or a random legal placement of random men. */
    public static Position random(Random r) {
        while (true) {
            try {
                return Position.fromFen(r.nextBoolean() ? FenFuzzTest.playedFen(r) : FenFuzzTest.placedFen(r));
            } catch (FenException e) {
                // Draw again: most random placements are refused.
            }
        }
    }
}
