package ks.crypto.block;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** The primitives under garbling and OT extension, against the answers their standards publish. */
class KnownAnswerTest {
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void aes128EncryptsTheFips197AppendixC1Block() throws Exception {
        Cipher aes = Cipher.getInstance("AES/ECB/NoPadding");
        aes.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(HEX.parseHex("000102030405060708090a0b0c0d0e0f"), "AES"));
        assertThat(HEX.formatHex(aes.doFinal(HEX.parseHex("00112233445566778899aabbccddeeff"))))
                .isEqualTo("69c4e0d86a7b0430d8cdb78070b4c55a");
    }

    @Test
    void thePrgIsTheAesCtrKeystreamOfSp80038aF51() {
        byte[] plain = HEX.parseHex("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
                + "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710");
        String cipher = "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
                + "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee";
        AesPrg prg = new AesPrg(HEX.parseHex("2b7e151628aed2a6abf7158809cf4f3c"), HEX.parseHex("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"));
        byte[] stream = new byte[64];
        prg.nextBytes(stream, 0, 24);
        prg.nextBytes(stream, 24, 40);
        for (int i = 0; i < plain.length; i++) {
            stream[i] ^= plain[i];
        }
        assertThat(HEX.formatHex(stream)).isEqualTo(cipher);
    }

    @Test
    void sha256OfAbcIsTheFips1804Example() {
        byte[] abc = "abc".getBytes(StandardCharsets.US_ASCII);
        assertThat(HEX.formatHex(Sha256.plain().raw(abc, 0, 3).finish()))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void sha256OfTheTwoBlockMessageIsTheFips1804Example() {
        byte[] text = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".getBytes(StandardCharsets.US_ASCII);
        assertThat(HEX.formatHex(Sha256.plain().raw(text, 0, text.length).finish()))
                .isEqualTo("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    }

    @Test
    void aTaggedHashFramesTheTagAndEachPartWithItsLength() {
        byte[] framed = HEX.parseHex("00000001" + "74" + "00000002" + "6162" + "00000000");
        assertThat(Sha256.of("t", "ab".getBytes(StandardCharsets.US_ASCII), new byte[0]))
                .isEqualTo(Sha256.plain().raw(framed, 0, framed.length).finish());
    }
}
