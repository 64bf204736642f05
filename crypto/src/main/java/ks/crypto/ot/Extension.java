package ks.crypto.ot;

import ks.crypto.PeerMisbehaved;
import ks.crypto.block.AesPrg;
import ks.crypto.block.Blocks;
import ks.crypto.block.CorrelationRobustHash;

/**
 * What both sides of the OT extension share: the sizes, the column streams (AES-128-CTR under the
 * base-OT keys, read {@code n / 8} bytes per column per extension), the KOS challenges, the hash
 * that turns rows into random-OT messages (the fixed-key AES hash with the OT's number as tweak,
 * under the direction's domain), and the packing of choice bits.
 */
final class Extension {
    /** Columns: the computational security parameter. */
    static final int WIDTH = BaseOtKeys.COUNT;
    /** Random OTs made beyond those asked for and thrown away, so that the KOS check reveals nothing of r. */
    static final int EXTRA = 256;
    /** The most random OTs one extension makes, so that its message stays within 1,040,384 bytes. */
    static final int MAX_COUNT = 64_768;
    /** How many random OTs an extension makes at least. */
    static final int MIN_COUNT = 4_096;

    private Extension() {
    }

    /** How many random OTs to make when {@code needed} more are needed: a multiple of 128. */
    static int countFor(int needed) {
        int count = Math.max(MIN_COUNT, (needed + WIDTH - 1) / WIDTH * WIDTH);
        if (count > MAX_COUNT) {
            throw new IllegalArgumentException("at most " + MAX_COUNT + " OTs at once, not " + needed);
        }
        return count;
    }

    /** The next {@code n} bits of a column stream, as longs. */
    static long[] column(AesPrg stream, int n) {
        byte[] bytes = stream.nextBytes(n / 8);
        long[] bits = new long[n / 64];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Blocks.getLong(bytes, 8 * i);
        }
        return bits;
    }

    /** The KOS challenges χ_0..χ_{n-1}: the AES-CTR stream under the sender's seed. */
    static long[] challenges(byte[] seed, int n) {
        if (seed.length != AesPrg.SEED_BYTES) {
            throw new PeerMisbehaved("the other party's OT challenge is " + seed.length + " bytes, not " + AesPrg.SEED_BYTES);
        }
        long[] chi = new long[2 * n];
        new AesPrg(seed).nextBlocks(chi, 0, n);
        return chi;
    }

    /** out block i = H(rows block i XOR (mask if asked), tweak (first + i, domain)) for i below count. */
    static void hashRows(CorrelationRobustHash hash, long[] rows, long mask0, long mask1, long first, long domain,
            long[] out, int count) {
        long[] in = new long[2 * count];
        long[] tweak = new long[2 * count];
        for (int i = 0; i < count; i++) {
            in[2 * i] = rows[2 * i] ^ mask0;
            in[2 * i + 1] = rows[2 * i + 1] ^ mask1;
            tweak[2 * i] = first + i;
            tweak[2 * i + 1] = domain;
        }
        hash.hash(in, tweak, out, count);
    }

    /** Bits packed eight to a byte, lowest bit first. */
    static byte[] pack(boolean[] bits) {
        byte[] out = new byte[(bits.length + 7) / 8];
        for (int i = 0; i < bits.length; i++) {
            if (bits[i]) {
                out[i >>> 3] |= (byte) (1 << (i & 7));
            }
        }
        return out;
    }

    /** {@code count} bits packed by {@link #pack}; the padding bits must be zero. */
    static boolean[] unpack(byte[] bytes, int count, String what) {
        if (bytes.length != (count + 7) / 8) {
            throw new PeerMisbehaved("the other party's " + what + " is " + bytes.length + " bytes, not " + (count + 7) / 8);
        }
        boolean[] bits = new boolean[count];
        for (int i = 0; i < count; i++) {
            bits[i] = (bytes[i >>> 3] >>> (i & 7) & 1) != 0;
        }
        if (count % 8 != 0 && (bytes[bytes.length - 1] & 0xFF) >>> (count % 8) != 0) {
            throw new PeerMisbehaved("the other party's " + what + " has padding bits set");
        }
        return bits;
    }
}
