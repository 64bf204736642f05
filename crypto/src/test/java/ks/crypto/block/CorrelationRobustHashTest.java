package ks.crypto.block;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;

class CorrelationRobustHashTest {

    @Test
    void eachBlockOfABatchIsPiOfPiOfXXorTweakXorPiOfX() throws Exception {
        Random random = new Random(5);
        int count = 300;
        long[] x = random.longs(2L * count).toArray();
        long[] tweak = random.longs(2L * count).toArray();
        long[] out = new long[2 * count];
        new CorrelationRobustHash().hash(x, tweak, out, count);
        Cipher pi = CorrelationRobustHash.fixedKeyAes();
        for (int k = 0; k < count; k++) {
            byte[] block = Blocks.toBytes(new long[] {x[2 * k], x[2 * k + 1]});
            long[] px = Blocks.fromBytes(pi.doFinal(block));
            byte[] inner = Blocks.toBytes(new long[] {px[0] ^ tweak[2 * k], px[1] ^ tweak[2 * k + 1]});
            long[] ppx = Blocks.fromBytes(pi.doFinal(inner));
            assertThat(new long[] {out[2 * k], out[2 * k + 1]}).containsExactly(ppx[0] ^ px[0], ppx[1] ^ px[1]);
        }
    }

    @Test
    void theFixedKeyIsTheStatedHashOfItsPublicString() {
        assertThat(HexFormat.of().formatHex(CorrelationRobustHash.FIXED_KEY)).isEqualTo("bb600880991b4d06b6a3863ed931558b");
    }

    @Test
    void anotherTweakGivesAnotherHash() {
        long[] x = {1, 2};
        long[] a = new long[2];
        long[] b = new long[2];
        CorrelationRobustHash hash = new CorrelationRobustHash();
        hash.hash(x, new long[] {0, 7}, a, 1);
        hash.hash(x, new long[] {1, 7}, b, 1);
        assertThat(a).isNotEqualTo(b);
    }

    @Test
    void theOutputMayOverwriteTheInput() {
        long[] x = {3, 4, 5, 6};
        long[] tweak = {0, 0, 1, 0};
        long[] apart = new long[4];
        CorrelationRobustHash hash = new CorrelationRobustHash();
        hash.hash(x, tweak, apart, 2);
        hash.hash(x, tweak, x, 2);
        assertThat(x).isEqualTo(apart);
    }
}
