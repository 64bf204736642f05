package ks.net.protocol;

/**
 * Adjourning by agreement: either side proposes, and the game stops once both have. A second
 * proposal from the same side changes nothing.
 */
final class Adjournment {

    /** What a proposal did. */
    enum Step {
        /** This side's proposal now stands, waiting for the other. */
        PROPOSED,
        /** Both sides agree: the game stops. */
        BOTH,
        /** This side had already proposed. */
        UNCHANGED
    }

    private final boolean[] proposed = new boolean[2];

    /** Our player proposes, or agrees to the peer's proposal. */
    Step ours() {
        return propose(0);
    }

    /** The peer proposes, or agrees to ours. */
    Step theirs() {
        return propose(1);
    }

    private Step propose(int side) {
        if (proposed[1 - side]) {
            return Step.BOTH;
        }
        if (proposed[side]) {
            return Step.UNCHANGED;
        }
        proposed[side] = true;
        return Step.PROPOSED;
    }
}
