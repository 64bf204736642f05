package ks.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrintableTest {

    @ParameterizedTest
    @ValueSource(ints = {0x00, 0x07, 0x0a, 0x0d, 0x1b, 0x7f, 0x80, 0x85, 0x9b, 0x9f, 0x2028, 0x2029, 0x202a,
        0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200b, 0x200e, 0x200f, 0x061c, 0x00ad,
        0xfeff, 0xd800, 0xdfff})
    void everyCharacterThatCanChangeTheScreenBecomesAQuestionMark(int c) {
        String text = "a" + (char) c + "b";
        assertThat(Printable.line(text)).isEqualTo("a?b");
        assertThat(Printable.isPrintable(text)).isFalse();
    }

    @Test
    void ordinaryTextOfAnyScriptIsLeftAlone() {
        String text = "Schach! 王手 шах ♔ e4 — ok 🙂";
        assertThat(Printable.line(text)).isEqualTo(text);
        assertThat(Printable.isPrintable(text)).isTrue();
    }

    @Test
    void aFakeUmpireLineCannotStartOnALineOfItsOwn() {
        assertThat(Printable.line("gg\r\n\u001b[2Jumpire: White resigns")).isEqualTo("gg???[2Jumpire: White resigns");
    }

    @Test
    void longTextIsCutAndSaysSo() {
        assertThat(Printable.line("abcdefghij", 8)).isEqualTo("abcde...");
        assertThat(Printable.line("abc", 8)).isEqualTo("abc");
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String cut = Printable.line("abcd🙂🙂🙂", 8);
        assertThat(Printable.isPrintable(cut)).isTrue();
        assertThat(cut).endsWith("...");
    }

    @Test
    void nothingReadsAsTheWordNull() {
        assertThat(Printable.line(null)).isEqualTo("null");
        assertThat(Printable.isPrintable(null)).isFalse();
    }
}
