package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ColorTest {

    @Test
    void whiteIsZeroAndOppositeFlips() {
        assertThat(Color.WHITE).isZero();
        assertThat(Color.opposite(Color.WHITE)).isEqualTo(Color.BLACK);
        assertThat(Color.opposite(Color.BLACK)).isEqualTo(Color.WHITE);
        assertThat(Color.name(Color.BLACK)).isEqualTo("black");
    }
}
