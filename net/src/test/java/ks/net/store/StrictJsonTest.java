package ks.net.store;

import static org.assertj.core.api.Assertions.assertThat;

import ks.text.Printable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The record reader's cleaning of strings is {@link Printable#line(String)}'s, on its quick path and off it. */
class StrictJsonTest {

    @Test
    void leavesPrintableAsciiAsItIs() {
        String every = "";
        for (char c = ' '; c <= '~'; c++) {
            every += c;
        }
        assertThat(StrictJson.cleaned(every)).isSameAs(every).isEqualTo(Printable.line(every));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\u0000b", "tab\there", "\u001b[2J", "del\u007f", "nel\u0085", "soft\u00adhyphen",
        "\u202eevil", "line\u2028two", "zero\u200bwidth", "bom\ufeff", "lone\ud800", "caf\u00e9", "\u265a king", ""})
    void cleansAnythingElseAsPrintableDoes(String text) {
        assertThat(StrictJson.cleaned(text)).isEqualTo(Printable.line(text));
    }
}
