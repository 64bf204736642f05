package ks.net.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import ks.text.Printable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The record reader's cleaning of strings is {@link Printable#line(String)}'s, on its quick path and off it. */
class StrictJsonTest {

    @Test
    void leavesPrintableAsciiAsItIs() throws IOException {
        String every = "";
        for (char c = ' '; c <= '~'; c++) {
            every += c;
        }
        assertThat(read(every)).isEqualTo(every).isEqualTo(Printable.line(every));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\u0000b", "tab\there", "\u001b[2J", "del\u007f", "nel\u0085", "soft\u00adhyphen",
        "\u202eevil", "line\u2028two", "zero\u200bwidth", "bom\ufeff", "lone\ud800", "caf\u00e9", "\u265a king", ""})
    void cleansAnythingElseAsPrintableDoes(String text) throws IOException {
        assertThat(read(text)).isEqualTo(Printable.line(text));
    }

    /** {@code text} read back by {@link StrictJson#text} from a JSON string that gives every character as an escape. */
    private static String read(String text) throws IOException {
        StringBuilder json = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            json.append(String.format("\\u%04x", (int) c));
        }
        try (StrictJson in = StrictJson.of(json.append('"').toString().getBytes(StandardCharsets.US_ASCII))) {
            in.nextIsNull();
            return in.text("text");
        }
    }
}
