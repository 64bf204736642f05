package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MoveFormatExceptionTest {

    @Test
    void isAnIllegalArgumentKeepingItsMessage() {
        MoveFormatException e = new MoveFormatException("illegal move e2e5");
        assertThat(e).isInstanceOf(IllegalArgumentException.class).hasMessage("illegal move e2e5");
    }
}
