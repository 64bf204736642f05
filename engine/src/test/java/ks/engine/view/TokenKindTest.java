package ks.engine.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TokenKindTest {

    @Test
    void everyKindHasItsOwnAsciiMarkAndALegend() {
        assertThat(Arrays.stream(TokenKind.values()).map(TokenKind::mark).distinct().count())
                .isEqualTo(TokenKind.values().length);
        for (TokenKind kind : TokenKind.values()) {
            assertThat(kind.mark()).isBetween('!', '~');
            assertThat(kind.label()).isNotBlank();
            assertThat(kind.legend()).isNotBlank();
        }
    }
}
