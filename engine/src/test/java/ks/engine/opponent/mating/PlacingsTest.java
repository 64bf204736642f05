package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

/** How often our men stood so after our moves against a lone king. */
class PlacingsTest {

    private static OwnMen white(String fen) {
        return OwnMen.of(Position.fromFen(fen), Color.WHITE);
    }

    @Test
    void aPlacingCountsEachTimeOurMenStoodSo() {
        Placings placings = new Placings();
        OwnMen here = white("8/8/8/3k4/8/8/8/2B1KB2 w - - 0 1");
        OwnMen there = white("8/8/8/3k4/8/8/3K4/2B2B2 w - - 0 1");

        placings.played(here);
        placings.played(there);
        placings.played(white("8/8/8/3k4/8/8/8/2B1KB2 b - - 0 1"));

        assertThat(placings.times(here)).isEqualTo(2);
        assertThat(placings.times(there)).isEqualTo(1);
        assertThat(placings.times(white("8/8/8/3k4/8/8/8/2BK1B2 w - - 0 1"))).isZero();
    }
}
