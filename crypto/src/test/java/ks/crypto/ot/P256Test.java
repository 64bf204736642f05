package ks.crypto.ot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.HexFormat;
import ks.crypto.PeerMisbehaved;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.api.Test;

/** The base OT's group against RFC 5903 §8.1 (the 256-bit random ECP group's test vector). */
class P256Test {
    private static final HexFormat HEX = HexFormat.of();
    private static final BigInteger I = new BigInteger("C88F01F510D9AC3F70A292DAA2316DE544E9AAB8AFE84049C62A9C57862D1433", 16);
    private static final BigInteger R = new BigInteger("C6EF9C5D78AE012A011164ACB397CE2088685D8F06BF9BE0B283AB46476BEE53", 16);

    @Test
    void theInitiatorsAndRespondersPublicValuesAreTheRfc5903Ones() {
        ECPoint gi = P256.multiplyFixed(P256.generator(), I);
        ECPoint gr = P256.multiplyFixed(P256.generator(), R);
        assertThat(gi.getAffineXCoord().toBigInteger().toString(16))
                .isEqualTo("dad0b65394221cf9b051e1feca5787d098dfe637fc90b9ef945d0c3772581180");
        assertThat(gi.getAffineYCoord().toBigInteger().toString(16))
                .isEqualTo("5271a0461cdb8252d61f1c456fa3e59ab1f45b33accf5f58389e0577b8990bb3");
        assertThat(gr.getAffineXCoord().toBigInteger().toString(16))
                .isEqualTo("d12dfb5289c8d4f81208b70270398c342296970a0bccb74c736fc7554494bf63");
        assertThat(gr.getAffineYCoord().toBigInteger().toString(16))
                .isEqualTo("56fbf3ca366cc23e8157854c13c58d6aac23f046ada30f8353e74f33039872ab");
    }

    @Test
    void bothSidesReachTheRfc5903SharedPoint() {
        ECPoint gr = P256.decode(P256.encode(P256.multiplyFixed(P256.generator(), R)), 0, "g^r");
        ECPoint gir = P256.multiply(gr, I);
        assertThat(gir.getAffineXCoord().toBigInteger().toString(16))
                .isEqualTo("d6840f6b42f6edafd13116e0e12565202fef8e9ece7dce03812464d04b9442de");
        assertThat(gir.getAffineYCoord().toBigInteger().toString(16))
                .isEqualTo("522bde0af0d8585b8def9c183b5ae38f50235206a8674ecb5d98edb20eb153a2");
        assertThat(P256.multiply(P256.multiplyFixed(P256.generator(), I), R)).isEqualTo(gir);
    }

    @Test
    void aPointOffTheCurveIsTheOtherPartysFault() {
        byte[] bad = offCurve();
        assertThatThrownBy(() -> P256.decode(bad, 0, "a point")).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party sent a point that is not on P-256");
    }

    /** A compressed encoding whose x has no y on the curve: the first x = 1, 2, ... without a square root. */
    static byte[] offCurve() {
        for (int x = 1;; x++) {
            byte[] encoded = HEX.parseHex("02" + String.format("%064x", x));
            try {
                P256.decode(encoded, 0, "a point");
            } catch (PeerMisbehaved offTheCurve) {
                return encoded;
            }
        }
    }

    @Test
    void anUncompressedOrIdentityEncodingIsRefused() {
        byte[] identity = new byte[33];
        assertThatThrownBy(() -> P256.decode(identity, 0, "a point")).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the other party sent a point that is not a compressed P-256 point");
        byte[] uncompressed = P256.generator().getEncoded(false);
        assertThatThrownBy(() -> P256.decode(uncompressed, 0, "a point")).isInstanceOf(PeerMisbehaved.class);
    }
}
