package ks.crypto.ot;

/**
 * Transposes the 128 columns of an OT extension (each n bits, 64 to a long, lowest bit first) into
 * n rows of 128 bits (two longs: columns 0-63, then 64-127), 64 by 64 bits at a time.
 */
final class BitMatrix {
    private BitMatrix() {
    }

    /** rows[2i + h] bit j = columns[64h + j] bit i. */
    static long[] transpose(long[][] columns, int n) {
        long[] rows = new long[2 * n];
        long[] block = new long[64];
        for (int b = 0; b < n / 64; b++) {
            for (int h = 0; h < 2; h++) {
                for (int j = 0; j < 64; j++) {
                    block[j] = columns[64 * h + j][b];
                }
                transpose64(block);
                for (int i = 0; i < 64; i++) {
                    rows[2 * (64 * b + i) + h] = block[i];
                }
            }
        }
        return rows;
    }

    /** In place: bit c of word r becomes bit r of word c. */
    static void transpose64(long[] a) {
        long m = 0x00000000FFFFFFFFL;
        for (int j = 32; j != 0; j >>= 1, m ^= m << j) {
            for (int k = 0; k < 64; k = (k + j + 1) & ~j) {
                long t = ((a[k] >>> j) ^ a[k | j]) & m;
                a[k] ^= t << j;
                a[k | j] ^= t;
            }
        }
    }
}
