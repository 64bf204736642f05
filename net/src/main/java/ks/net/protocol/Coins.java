package ks.net.protocol;

import java.util.Arrays;

/**
 * Fair random bits both sides agree on, taken from the result of a commit-then-reveal coin
 * flip. Each decision that needs a coin uses its own bit, so deciding one conflict tells
 * nothing about another.
 */
public final class Coins {

    private final byte[] seed;

    public Coins(byte[] seed) {
        if (seed.length < 4) {
            throw new IllegalArgumentException("coin seed too short");
        }
        this.seed = seed.clone();
    }

    /** The coin for decision {@code index}: true means heads. */
    public boolean heads(Decision index) {
        int bit = index.ordinal();
        return ((seed[bit / 8] >> (bit % 8)) & 1) == 1;
    }

    @Override
    public String toString() {
        return "Coins" + Arrays.toString(seed);
    }

    /** The decisions a coin may settle; each has its own bit. */
    public enum Decision {
        HOST, COLOUR, RULE_SET, ANNOUNCE_CAPTURES, PAWN_TRIES
    }
}
