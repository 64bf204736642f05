package ks.crypto.ot;

import org.bouncycastle.crypto.modes.gcm.GCMUtil;

/**
 * Sums of products in GF(2^128), the field of GCM (x^128 + x^7 + x^2 + x + 1), multiplied by Bouncy
 * Castle's {@link GCMUtil}: the KOS check's Σ χ_i·t_i. A 128-bit row (two longs) is read as a field
 * element by GCM's own representation of two longs; any fixed reading works, as the check is linear.
 */
final class Gf128 {
    private final long[] sum = new long[2];
    private final long[] product = new long[2];
    private final long[] factor = new long[2];

    /** Adds a·b to the sum. */
    void addProduct(long a0, long a1, long b0, long b1) {
        product[0] = a0;
        product[1] = a1;
        factor[0] = b0;
        factor[1] = b1;
        GCMUtil.multiply(product, factor);
        sum[0] ^= product[0];
        sum[1] ^= product[1];
    }

    /** Adds a. */
    void add(long a0, long a1) {
        sum[0] ^= a0;
        sum[1] ^= a1;
    }

    long low() {
        return sum[0];
    }

    long high() {
        return sum[1];
    }

    /** a·b. */
    static long[] multiply(long a0, long a1, long b0, long b1) {
        long[] x = {a0, a1};
        GCMUtil.multiply(x, new long[] {b0, b1});
        return x;
    }
}
