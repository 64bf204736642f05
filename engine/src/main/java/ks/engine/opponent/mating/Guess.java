package ks.engine.opponent.mating;

import ks.engine.Position;

/** A distinct position of the belief's sample and the weight of all its copies. */
final class Guess {

    final Position position;
    double weight;

    Guess(Position position) {
        this.position = position;
    }
}
