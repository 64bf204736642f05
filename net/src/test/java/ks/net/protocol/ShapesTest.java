package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The shapes of the protocol's fields take exactly what their patterns always took. */
class ShapesTest {

    @Test
    void aSignatureIsExactly128LowercaseHexDigits() {
        assertThat(Shapes.signature("0123456789abcdef".repeat(8))).isTrue();
        assertThat(Shapes.signature("ab".repeat(63))).isFalse();
        assertThat(Shapes.signature("ab".repeat(65))).isFalse();
        assertThat(Shapes.signature("AB".repeat(64))).isFalse();
        assertThat(Shapes.signature("ag".repeat(64))).isFalse();
        assertThat(Shapes.signature("a\u0663".repeat(64))).isFalse();
        assertThat(Shapes.signature(null)).isFalse();
    }

    @Test
    void aKeyAndAGameIdAre64And32LowercaseHexDigits() {
        assertThat(Shapes.key("c3".repeat(32))).isTrue();
        assertThat(Shapes.key("c3".repeat(16))).isFalse();
        assertThat(Shapes.gameId("0f".repeat(16))).isTrue();
        assertThat(Shapes.gameId("0f".repeat(16) + " ")).isFalse();
        assertThat(Shapes.gameId("0F".repeat(16))).isFalse();
    }

    @Test
    void hexIsAnyNumberOfLowercaseHexDigits() {
        assertThat(Shapes.hex("")).isTrue();
        assertThat(Shapes.hex("00ff")).isTrue();
        assertThat(Shapes.hex("00fF")).isFalse();
        assertThat(Shapes.hex("0x00")).isFalse();
        assertThat(Shapes.hex("/:`g")).isFalse();
    }

    @Test
    void movesResultsKindsAndVerdictsKeepTheirPatterns() {
        assertThat(Shapes.uci("e7e8q")).isTrue();
        assertThat(Shapes.uci("e7e8k")).isFalse();
        assertThat(Shapes.result("1/2-1/2")).isTrue();
        assertThat(Shapes.result("1-1")).isFalse();
        assertThat(Shapes.endKind("resign")).isTrue();
        assertThat(Shapes.endKind("Resign")).isFalse();
        assertThat(Shapes.verdict("illegal")).isTrue();
        assertThat(Shapes.verdict("legalish")).isFalse();
    }

    @Test
    void bitsAreOneToTheirLimitOfZerosAndOnes() {
        assertThat(Shapes.bits("0110", 256)).isTrue();
        assertThat(Shapes.bits("1".repeat(256), 256)).isTrue();
        assertThat(Shapes.bits("1".repeat(257), 256)).isFalse();
        assertThat(Shapes.bits("", 256)).isFalse();
        assertThat(Shapes.bits("012", 256)).isFalse();
        assertThat(Shapes.bits(null, 256)).isFalse();
    }

    @Test
    void aReasonNameIsOneToTwentyCapitalsOrUnderscores() {
        assertThat(Shapes.reasonName("NOT_YOUR_MAN")).isTrue();
        assertThat(Shapes.reasonName("A".repeat(20))).isTrue();
        assertThat(Shapes.reasonName("A".repeat(21))).isFalse();
        assertThat(Shapes.reasonName("")).isFalse();
        assertThat(Shapes.reasonName("Nonsense")).isFalse();
        assertThat(Shapes.reasonName(null)).isFalse();
    }

    @Test
    void aDigestIs64AndASeed32LowercaseHexDigits() {
        assertThat(Shapes.digest("ab".repeat(32))).isTrue();
        assertThat(Shapes.digest("ab".repeat(31))).isFalse();
        assertThat(Shapes.seed("ab".repeat(16))).isTrue();
        assertThat(Shapes.seed("ab".repeat(32))).isFalse();
    }
}
