package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The key agreement and key derivation under {@link Handshake}, against their standards: X25519
 * from RFC 7748 §6.1 (both public keys and the shared secret), a small-order point refused, and
 * HKDF-SHA256 from RFC 5869 appendix A.1, through the same functions the handshake calls.
 */
class HandshakeRfc7748Test {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] ALICE = HEX.parseHex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
    private static final byte[] BOB = HEX.parseHex("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb");
    private static final String ALICE_PUBLIC = "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a";
    private static final String BOB_PUBLIC = "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f";
    private static final String SHARED = "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742";

    @Test
    void eachPrivateKeyGivesTheRfcPublicKey() {
        assertThat(HEX.formatHex(Handshake.publicKeyOf(ALICE))).isEqualTo(ALICE_PUBLIC);
        assertThat(HEX.formatHex(Handshake.publicKeyOf(BOB))).isEqualTo(BOB_PUBLIC);
    }

    @Test
    void bothSidesReachTheRfcSharedSecret() {
        assertThat(HEX.formatHex(Handshake.agree(ALICE, HEX.parseHex(BOB_PUBLIC)))).isEqualTo(SHARED);
        assertThat(HEX.formatHex(Handshake.agree(BOB, HEX.parseHex(ALICE_PUBLIC)))).isEqualTo(SHARED);
    }

    @Test
    void aSmallOrderPublicKeyGivesNoSharedSecret() {
        assertThat(Handshake.agree(ALICE, new byte[32])).isNull();
    }

    @Test
    void hkdfGivesTheRfc5869OutputKeyingMaterial() {
        byte[] ikm = HEX.parseHex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b");
        byte[] salt = HEX.parseHex("000102030405060708090a0b0c");
        byte[] info = HEX.parseHex("f0f1f2f3f4f5f6f7f8f9");

        assertThat(HEX.formatHex(Hashing.hkdfSha256(ikm, salt, info, 42)))
                .isEqualTo("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865");
    }
}
