package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HexFormat;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;
import org.junit.jupiter.api.Test;

/**
 * Argon2id against its standard: the RFC 9106 §5.3 test vector on the Bouncy Castle generator
 * {@link Argon2id} is built on (the vector needs a secret and associated data, which ks does not
 * use), and {@link Argon2id#derive} itself against the reference implementation's own test suite
 * ({@code password}, {@code somesalt}, t = 2, m = 64 MiB, p = 1, version 0x13).
 */
class Argon2idRfc9106Test {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void theGeneratorGivesTheRfc9106Argon2idTag() {
        byte[] password = filled(32, 0x01);
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withSalt(filled(16, 0x02))
                .withSecret(filled(8, 0x03))
                .withAdditional(filled(12, 0x04))
                .withIterations(3)
                .withMemoryAsKB(32)
                .withParallelism(4)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] tag = new byte[32];
        generator.generateBytes(password, tag);

        assertThat(HEX.formatHex(tag)).isEqualTo("0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659");
    }

    @Test
    void deriveGivesTheReferenceImplementationsTag() {
        byte[] tag = Argon2id.derive("password".toCharArray(), "somesalt".getBytes(java.nio.charset.StandardCharsets.US_ASCII),
                new Argon2id.Cost(65_536, 2, 1), 32);

        assertThat(HEX.formatHex(tag)).isEqualTo("09316115d5cf24ed5a15a31a3ba326e5cf32edc24702987c02b6566f61913cf7");
    }

    private static byte[] filled(int length, int value) {
        byte[] bytes = new byte[length];
        Arrays.fill(bytes, (byte) value);
        return bytes;
    }
}
