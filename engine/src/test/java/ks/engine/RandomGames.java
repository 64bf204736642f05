package ks.engine;

import java.util.stream.LongStream;
import java.util.stream.Stream;

/** Seeds and start positions for the seeded random-game tests; the seed is in each test's name. */
final class RandomGames {

    static final String[] STARTS = {
        Position.STARTPOS_FEN,
        PerftTest.KIWIPETE, PerftTest.POSITION_3, PerftTest.POSITION_4, PerftTest.POSITION_5, PerftTest.POSITION_6,
        "4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 1",
    };

    private RandomGames() {
    }

    /** Fixed seeds for repeatability, plus one fresh seed per run to keep exploring. */
    static Stream<Long> seeds() {
        return Stream.concat(LongStream.rangeClosed(1, 24).boxed(), Stream.of(System.nanoTime()));
    }

    static Position start(long seed) {
        return Position.fromFen(STARTS[(int) Math.floorMod(seed, (long) STARTS.length)]);
    }
}
