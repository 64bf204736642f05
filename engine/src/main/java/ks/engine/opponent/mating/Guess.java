package ks.engine.opponent.mating;

import ks.engine.Position;

/** A distinct position of the belief's sample and the weight of all its copies. */
final class Guess {

    final Position position;
    double weight;
    /** The part of {@link #weight} from copies that hold a man our capture spared ({@link ks.engine.belief.Belief#forEachSpared}). */
    double spared;

    Guess(Position position) {
        this.position = position;
    }
}
