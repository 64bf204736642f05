package ks.net.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    /**
     * The quick path reads the parser's characters, not the file's bytes: text written as raw UTF-8
     * (no escapes), with a character past printable ASCII at the first, a middle or the last place,
     * or after 3,000 printable ones, is cleaned as Printable cleans it (eleventh red-team round).
     */
    @ParameterizedTest
    @ValueSource(strings = {"ab\u00e9", "\u00e9ab", "a\u202eb", "ab\u0085", "ab\u007f", "ab\u2028", "long"})
    void rawUtf8IsCleanedAsPrintableCleansIt(String spec) throws IOException {
        String text = spec.equals("long") ? "x".repeat(3_000) + "\u202e" : spec;
        assertThat(readRaw(text.getBytes(StandardCharsets.UTF_8))).isEqualTo(Printable.line(text));
    }

    /**
     * Bytes that are not UTF-8 as the standard has it are refused before any string is made: an
     * overlong NUL, escape or letter (which a loose decoder reads as the character), a surrogate
     * written as UTF-8, a sequence cut short, a byte that never starts one.
     */
    @ParameterizedTest
    @ValueSource(strings = {"c080", "c09b", "c181", "e0809b", "eda080", "f080809b", "c2", "e280", "80", "fe", "ff"})
    void bytesThatAreNotUtf8AreRefused(String hex) {
        assertThatThrownBy(() -> readRaw(java.util.HexFormat.of().parseHex(hex)))
                .isInstanceOf(IOException.class).hasMessageContaining("UTF-8");
    }

    /** What {@link StrictJson#text} reads of the JSON string {@code "a<inner>z"}, {@code inner} as raw bytes. */
    private static String readRaw(byte[] inner) throws IOException {
        byte[] json = new byte[inner.length + 4];
        json[0] = '"';
        json[1] = 'a';
        System.arraycopy(inner, 0, json, 2, inner.length);
        json[json.length - 2] = 'z';
        json[json.length - 1] = '"';
        try (StrictJson in = StrictJson.of(json, RecordReader.MAX_ELEMENTS)) {
            in.nextIsNull();
            String read = in.text("text");
            return read.substring(1, read.length() - 1);
        }
    }

    /** {@code text} read back by {@link StrictJson#text} from a JSON string that gives every character as an escape. */
    private static String read(String text) throws IOException {
        StringBuilder json = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            json.append(String.format("\\u%04x", (int) c));
        }
        try (StrictJson in = StrictJson.of(json.append('"').toString().getBytes(StandardCharsets.US_ASCII),
                RecordReader.MAX_ELEMENTS)) {
            in.nextIsNull();
            return in.text("text");
        }
    }
}
