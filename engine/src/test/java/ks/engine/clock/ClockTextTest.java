package ks.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClockTextTest {

    @Test
    void minutesAndSecondsBelowAnHour() {
        assertThat(ClockText.of(299_999)).isEqualTo("4:59");
        assertThat(ClockText.of(60_000)).isEqualTo("1:00");
    }

    @Test
    void hoursWhenThereAreAny() {
        assertThat(ClockText.of(3_723_000)).isEqualTo("1:02:03");
    }

    @Test
    void tenthsInTheLastTenSeconds() {
        assertThat(ClockText.of(9_499)).isEqualTo("0:09.4");
        assertThat(ClockText.of(10_000)).isEqualTo("0:10");
    }

    @Test
    void neverBelowZero() {
        assertThat(ClockText.of(-5)).isEqualTo("0:00.0");
    }
}
