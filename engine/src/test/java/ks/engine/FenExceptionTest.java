package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FenExceptionTest {

    @Test
    void isAnIllegalArgumentWithPrefixedMessage() {
        FenException e = new FenException("field 2 must be 'w' or 'b', got 'x'");
        assertThat(e).isInstanceOf(IllegalArgumentException.class);
        assertThat(e.getMessage()).isEqualTo("bad FEN: field 2 must be 'w' or 'b', got 'x'");
    }
}
