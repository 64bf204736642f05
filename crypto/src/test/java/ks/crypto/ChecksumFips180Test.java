package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@link Checksum} against the SHA-256 examples of FIPS 180-4 (NIST's example values). */
class ChecksumFips180Test {

    private static String of(String text) {
        return Checksum.sha256Hex(text.getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void theOneBlockMessageAbc() {
        assertThat(of("abc")).isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void theTwoBlockMessage() {
        assertThat(of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))
                .isEqualTo("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    }

    @Test
    void theEmptyMessage() {
        assertThat(of("")).isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }
}
