package ks.net.protocol;

import ks.crypto.CoinFlip;

/**
 * Fair coins both sides agree on, one per {@link Decision}, so deciding one conflict tells
 * nothing about another. "Heads" favours the player whose name sorts first.
 */
@FunctionalInterface
public interface Coins {

    /** The coin for {@code decision}: true means the first player (by name order) wins it. */
    boolean heads(Decision decision);

    /** The decisions a coin may settle. */
    enum Decision {
        HOST, COLOUR, RULE_SET, ANNOUNCE_CAPTURES, PAWN_TRIES, TIME_CONTROL, JOINT_REFEREE
    }

    /**
     * The coins of a finished commit-then-reveal flip, seen from the side that is
     * ({@code weAreFirst}) or is not the first player by name order; both sides get the same coins.
     */
    static Coins of(CoinFlip.Outcome flip, boolean weAreFirst) {
        return d -> flip.weWin(d.name()) == weAreFirst;
    }
}
