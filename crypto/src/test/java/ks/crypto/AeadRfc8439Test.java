package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * {@link Aead} against the AEAD test vector of RFC 8439 §2.8.2, the standard ks's channel and
 * sealed files rely on: the nonce is the RFC's, drawn through the same random source a real seal
 * uses, so the whole path (nonce, key, associated data, ciphertext, tag) is the standard's.
 */
class AeadRfc8439Test {

    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] KEY = HEX.parseHex("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f");
    private static final byte[] NONCE = HEX.parseHex("070000004041424344454647");
    private static final byte[] AAD = HEX.parseHex("50515253c0c1c2c3c4c5c6c7");
    private static final byte[] PLAIN = ("Ladies and Gentlemen of the class of '99: If I could offer you only one tip for "
            + "the future, sunscreen would be it.").getBytes(StandardCharsets.US_ASCII);
    private static final String CIPHERTEXT = "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6"
            + "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36"
            + "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
            + "3ff4def08e4b7a9de576d26586cec64b6116";
    private static final String TAG = "1ae10b594f09e26a7e902ecbd0600691";

    @Test
    void sealingTheRfcPlaintextGivesTheRfcCiphertextAndTag() {
        byte[] sealed = Aead.seal(KEY, AAD, PLAIN, new FixedRandom(NONCE));

        assertThat(HEX.formatHex(sealed)).isEqualTo(HEX.formatHex(NONCE) + CIPHERTEXT + TAG);
    }

    @Test
    void openingTheRfcCiphertextGivesTheRfcPlaintext() throws SealBroken {
        byte[] sealed = HEX.parseHex(HEX.formatHex(NONCE) + CIPHERTEXT + TAG);

        assertThat(Aead.open(KEY, AAD, sealed)).isEqualTo(PLAIN);
    }

    @Test
    void theRfcCiphertextUnderOtherAssociatedDataIsRefused() {
        byte[] sealed = HEX.parseHex(HEX.formatHex(NONCE) + CIPHERTEXT + TAG);
        byte[] otherAad = AAD.clone();
        otherAad[0] ^= 1;

        assertThatThrownBy(() -> Aead.open(KEY, otherAad, sealed)).isInstanceOf(SealBroken.class);
    }
}
