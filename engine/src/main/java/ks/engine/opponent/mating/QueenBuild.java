package ks.engine.opponent.mating;

import ks.engine.Attacks;

/** The retrograde analysis that makes the {@link QueenTable}: a king and queen, laid out as a {@link RookBuild}. */
final class QueenBuild extends RookBuild {

    @Override
    long lines(int sq, long occupancy) {
        return Attacks.queen(sq, occupancy);
    }

    @Override
    MateTable table(byte[] lonerToMove) {
        return new QueenTable(lonerToMove);
    }
}
