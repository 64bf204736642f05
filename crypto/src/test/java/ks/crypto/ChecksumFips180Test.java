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

    @Test
    void aMillionRepetitionsOfA() {
        assertThat(of("a".repeat(1_000_000)))
                .isEqualTo("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    }

    @Test
    void aMillionRepetitionsOfAWrittenIsHashedAlike() {
        // Past Checksum.LARGE, so this is the JDK's digest (a long game's saves).
        assertThat(Checksum.sha256HexWritten("a".repeat(1_000_000).getBytes(StandardCharsets.US_ASCII)))
                .isEqualTo("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    }

    @Test
    void theOneBlockMessageAbcWrittenIsHashedAlike() {
        assertThat(Checksum.sha256HexWritten("abc".getBytes(StandardCharsets.US_ASCII)))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
