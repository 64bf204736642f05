package ks.engine.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import ks.testkit.Seeds;
import org.junit.jupiter.api.Test;

class EloTest {

    @Test
    void theDescriptionsWorkedExample1500Beats1600() {
        assertThat(Elo.next(1500, 1600, 2)).isEqualTo(1513);
        assertThat(Elo.next(1600, 1500, 0)).isEqualTo(1587);
    }

    @Test
    void theWorkedExampleReadsPoint36AndPoint64() {
        assertThat(Elo.expectedHundredths(1500, 1600)).isEqualTo(36);
        assertThat(Elo.expectedHundredths(1600, 1500)).isEqualTo(64);
    }

    @Test
    void equalRatingsExpectHalf() {
        assertThat(Elo.expectedHundredths(1200, 1200)).isEqualTo(50);
        assertThat(Elo.next(1200, 1200, 1)).isEqualTo(1200);
        assertThat(Elo.next(1200, 1200, 2)).isEqualTo(1210);
    }

    @Test
    void aDifferenceExactlyOnATabulatedValueReadsThatRow() {
        assertThat(Elo.expectedHundredths(1302, 1200)).isEqualTo(64);
        assertThat(Elo.expectedHundredths(1200, 1302)).isEqualTo(36);
        assertThat(Elo.expectedHundredths(1207, 1200)).isEqualTo(51);
        assertThat(Elo.expectedHundredths(1877, 1200)).isEqualTo(99);
    }

    @Test
    void aPositiveDifferenceReadsTheSmallestTabulatedValueAtOrAbove() {
        assertThat(Elo.expectedHundredths(1201, 1200)).isEqualTo(51);
        assertThat(Elo.expectedHundredths(1303, 1200)).isEqualTo(65);
    }

    @Test
    void aNegativeDifferenceReadsTheLargestTabulatedValueAtOrBelow() {
        assertThat(Elo.expectedHundredths(1199, 1200)).isEqualTo(49);
        assertThat(Elo.expectedHundredths(1097, 1200)).isEqualTo(35);
    }

    @Test
    void differencesBeyond677StayAtTheTablesEnds() {
        assertThat(Elo.expectedHundredths(2400, 1200)).isEqualTo(99);
        assertThat(Elo.expectedHundredths(1200, 2400)).isEqualTo(1);
        assertThat(Elo.next(2400, 1200, 2)).isEqualTo(2400);
        assertThat(Elo.next(1200, 2400, 2)).isEqualTo(1220);
    }

    @Test
    void aNegativeDifferenceExactlyOnATabulatedValueReadsThatRow() {
        assertThat(Elo.expectedHundredths(1193, 1200)).isEqualTo(49);
        assertThat(Elo.expectedHundredths(1083, 1200)).isEqualTo(34);
        assertThat(Elo.expectedHundredths(1200, 1877)).isEqualTo(1);
    }

    @Test
    void theTablesLastRowsAndJustBeyondThem() {
        assertThat(Elo.expectedHundredths(1876, 1200)).isEqualTo(99);
        assertThat(Elo.expectedHundredths(1878, 1200)).isEqualTo(99);
        assertThat(Elo.expectedHundredths(1789, 1200)).isEqualTo(98);
        assertThat(Elo.expectedHundredths(1790, 1200)).isEqualTo(99);
        assertThat(Elo.expectedHundredths(1200, 1878)).isEqualTo(1);
        assertThat(Elo.expectedHundredths(1200, 1790)).isEqualTo(1);
        assertThat(Elo.expectedHundredths(1200, 1789)).isEqualTo(2);
    }

    @Test
    void aDrawMovesUnequalPlayersTowardEachOther() {
        assertThat(Elo.next(1500, 1600, 1)).isEqualTo(1503);
        assertThat(Elo.next(1600, 1500, 1)).isEqualTo(1597);
    }

    @Test
    void theFavouriteLosingLosesMoreThanItWinsByWinning() {
        assertThat(Elo.next(1600, 1500, 2)).isEqualTo(1607);
        assertThat(Elo.next(1600, 1500, 0)).isEqualTo(1587);
    }

    @Test
    void whatOnePlayerGainsTheOtherLosesForEveryDifferenceAndResult() {
        long seed = Seeds.of("EloTest");
        Random random = new Random(seed);
        for (int i = 0; i < 10_000; i++) {
            int a = 100 + random.nextInt(2800);
            int b = 100 + random.nextInt(2800);
            int halves = random.nextInt(3);
            int gained = Elo.next(a, b, halves) - a;
            int lost = Elo.next(b, a, 2 - halves) - b;
            assertThat(gained + lost).as("seed %d: %d vs %d scoring %d halves", seed, a, b, halves).isZero();
        }
    }

    @Test
    void aScoreOutsideZeroToTwoHalvesIsRefused() {
        assertThatThrownBy(() -> Elo.next(1200, 1200, 3)).isInstanceOf(IllegalArgumentException.class);
    }
}
