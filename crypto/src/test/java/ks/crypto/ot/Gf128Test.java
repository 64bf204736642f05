package ks.crypto.ot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import org.bouncycastle.crypto.modes.gcm.GCMUtil;
import org.junit.jupiter.api.Test;

/** GF(2^128) products against GCM's test case 2 (McGrew and Viega): GHASH of one ciphertext block. */
class Gf128Test {
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void ghashOfOneBlockIsTheGcmTestCase2Value() {
        long[] h = GCMUtil.asLongs(HEX.parseHex("66e94bd4ef8a2c3b884cfa59ca342b2e"));
        long[] c = GCMUtil.asLongs(HEX.parseHex("0388dace60b6a392f328c2b971b2fe78"));
        long[] lengths = GCMUtil.asLongs(HEX.parseHex("00000000000000000000000000000080"));
        long[] x1 = Gf128.multiply(c[0], c[1], h[0], h[1]);
        long[] x2 = Gf128.multiply(x1[0] ^ lengths[0], x1[1] ^ lengths[1], h[0], h[1]);
        assertThat(HEX.formatHex(GCMUtil.asBytes(x2))).isEqualTo("f38cbb1ad69223dcc3457ae5b6b0f885");
    }

    @Test
    void aSumOfProductsIsTheProductsAdded() {
        Gf128 sum = new Gf128();
        sum.addProduct(1, 2, 3, 4);
        sum.addProduct(5, 6, 7, 8);
        sum.add(9, 10);
        long[] p = Gf128.multiply(1, 2, 3, 4);
        long[] q = Gf128.multiply(5, 6, 7, 8);
        assertThat(sum.low()).isEqualTo(p[0] ^ q[0] ^ 9);
        assertThat(sum.high()).isEqualTo(p[1] ^ q[1] ^ 10);
    }
}
