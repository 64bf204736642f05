package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link LocalSeal}'s HMAC-SHA256 against RFC 4231 §4 (test cases 1, 2 and 6: a short key, a
 * key shorter than the output, a key longer than the block), and its key derivation: the tag
 * depends on the signing key and on the purpose.
 */
class LocalSealRfc4231Test {

    private static final HexFormat HEX = HexFormat.of();

    @ParameterizedTest(name = "RFC 4231 test {0}")
    @CsvSource({
        "1, 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b, Hi There,"
                + " b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
        "2, 4a656665, what do ya want for nothing?,"
                + " 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
        "6, " + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa,"
                + " Test Using Larger Than Block-Size Key - Hash Key First,"
                + " 60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    })
    void theTagIsTheRfcHmacSha256(int test, String key, String data, String tag) {
        try (LocalSeal seal = new LocalSeal(HEX.parseHex(key))) {
            byte[] bytes = data.getBytes(StandardCharsets.US_ASCII);
            assertThat(HEX.formatHex(seal.tag(bytes))).isEqualTo(tag);
            assertThat(seal.verifies(bytes, HEX.parseHex(tag))).isTrue();
        }
    }

    @Test
    void aTagVerifiesOnlyForItsDataItsKeyAndItsPurpose() {
        SigningKey mine = SigningKey.generate(new SecureRandom());
        SigningKey other = SigningKey.generate(new SecureRandom());
        byte[] data = "ks".getBytes(StandardCharsets.US_ASCII);
        byte[] tag = LocalSeal.of(mine, "ks/test/v1").tag(data);

        assertThat(LocalSeal.of(mine, "ks/test/v1").verifies(data, tag)).isTrue();
        assertThat(LocalSeal.of(mine, "ks/test/v1").verifies("kt".getBytes(StandardCharsets.US_ASCII), tag)).isFalse();
        assertThat(LocalSeal.of(mine, "ks/test/v2").verifies(data, tag)).isFalse();
        assertThat(LocalSeal.of(other, "ks/test/v1").verifies(data, tag)).isFalse();
        assertThat(LocalSeal.of(mine, "ks/test/v1").verifies(data, null)).isFalse();
    }
}
