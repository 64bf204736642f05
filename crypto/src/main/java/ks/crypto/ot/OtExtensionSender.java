package ks.crypto.ot;

import java.security.SecureRandom;
import java.util.Arrays;
import ks.crypto.PeerMisbehaved;
import ks.crypto.block.AesPrg;
import ks.crypto.block.Blocks;
import ks.crypto.block.CorrelationRobustHash;

/**
 * The sender of an OT extension (IKNP, with the KOS consistency check): it was the receiver of the
 * 128 base OTs, with a secret choice string s, and holds k_j^{s_j}. From the receiver's columns it
 * computes q_j = G(k_j^{s_j}) ⊕ s_j·u_j, so that row q_i = t_i ⊕ r_i·s; {@link #challenge} answers
 * with a fresh seed for the KOS challenges and {@link #verify} checks Σ χ_i q_i = t ⊕ x·s before the
 * new random OTs (messages H(q_i) and H(q_i ⊕ s)) enter the pool. A receiver that sent inconsistent
 * columns to learn bits of s fails the check. {@link #reply} spends the pool on chosen pairs.
 * Not thread-safe.
 */
public final class OtExtensionSender {
    private final AesPrg[] streams = new AesPrg[Extension.WIDTH];
    private final boolean[] s;
    private final long s0;
    private final long s1;
    private final long domain;
    private final CorrelationRobustHash hash = new CorrelationRobustHash();
    private long made;
    private long[] poolZero = new long[0];
    private long[] poolOne = new long[0];
    private int poolStart;
    private int poolEnd;
    private Pending pending;

    /** {@code s}: this side's base-OT choices; keys[j]: its key of base OT j; {@code domain} names the direction. */
    public OtExtensionSender(boolean[] s, byte[][] keys, long domain) {
        if (s.length != Extension.WIDTH || keys.length != Extension.WIDTH) {
            throw new IllegalArgumentException("an OT extension needs " + Extension.WIDTH + " base OTs");
        }
        this.s = s.clone();
        long lo = 0;
        long hi = 0;
        for (int j = 0; j < 64; j++) {
            lo |= (s[j] ? 1L : 0L) << j;
            hi |= (s[64 + j] ? 1L : 0L) << j;
        }
        s0 = lo;
        s1 = hi;
        for (int j = 0; j < Extension.WIDTH; j++) {
            streams[j] = new AesPrg(keys[j]);
        }
        this.domain = domain;
    }

    /** Random OTs in the pool. */
    public int available() {
        return poolEnd - poolStart;
    }

    /**
     * Takes the receiver's columns for at least {@code needed} new OTs and returns the challenge seed
     * (16 bytes) to send back.
     */
    public byte[] challenge(byte[] columns, int needed, SecureRandom random) {
        if (pending != null) {
            throw new IllegalStateException("an extension is already under way");
        }
        int n = columns.length / (Extension.WIDTH / 8);
        int count = n - Extension.EXTRA;
        if (columns.length % (Extension.WIDTH * Extension.WIDTH / 8) != 0 || count < Math.max(needed, Extension.WIDTH)
                || count > Extension.MAX_COUNT) {
            throw new PeerMisbehaved("the other party's OT extension is " + columns.length + " bytes, not 16 per OT for "
                    + needed + " to " + Extension.MAX_COUNT + " OTs (in 128s) and 256 more");
        }
        long[][] q = new long[Extension.WIDTH][];
        for (int j = 0; j < Extension.WIDTH; j++) {
            q[j] = Extension.column(streams[j], n);
            if (s[j]) {
                for (int i = 0; i < n / 64; i++) {
                    q[j][i] ^= Blocks.getLong(columns, j * n / 8 + 8 * i);
                }
            }
        }
        byte[] seed = new byte[AesPrg.SEED_BYTES];
        random.nextBytes(seed);
        pending = new Pending(count, BitMatrix.transpose(q, n), seed);
        return seed.clone();
    }

    /** Checks the receiver's answer (x then t) and pools the new OTs; a wrong answer ends the connection. */
    public void verify(byte[] answer) {
        if (pending == null) {
            throw new IllegalStateException("no extension to verify");
        }
        Pending done = pending;
        pending = null;
        if (answer.length != 32) {
            throw new PeerMisbehaved("the other party's OT check is " + answer.length + " bytes, not 32");
        }
        int n = done.count + Extension.EXTRA;
        long[] chi = Extension.challenges(done.seed, n);
        Gf128 q = new Gf128();
        for (int i = 0; i < n; i++) {
            q.addProduct(chi[2 * i], chi[2 * i + 1], done.rows[2 * i], done.rows[2 * i + 1]);
        }
        long[] xs = Gf128.multiply(Blocks.getLong(answer, 0), Blocks.getLong(answer, 8), s0, s1);
        long expected0 = Blocks.getLong(answer, 16) ^ xs[0];
        long expected1 = Blocks.getLong(answer, 24) ^ xs[1];
        if (((q.low() ^ expected0) | (q.high() ^ expected1)) != 0) {
            throw new PeerMisbehaved("the other party's OT extension failed its consistency check (KOS): it may be cheating");
        }
        pool(done);
    }

    /**
     * Spends one pooled OT per pair: from the receiver's packed corrections and the pairs (x0[k],
     * x1[k]) returns y0 = x0 ⊕ m_e and y1 = x1 ⊕ m_{1-e} for each, 32 bytes a pair.
     */
    public byte[] reply(byte[] corrections, long[] x0, long[] x1) {
        int m = x0.length / 2;
        if (x1.length != x0.length || m > available()) {
            throw new IllegalStateException("cannot answer " + m + " OTs with " + available() + " pooled");
        }
        boolean[] e = Extension.unpack(corrections, m, "OT choices");
        byte[] out = new byte[32 * m];
        for (int k = 0; k < m; k++) {
            int p = 2 * (poolStart + k);
            long[] first = e[k] ? poolOne : poolZero;
            long[] second = e[k] ? poolZero : poolOne;
            Blocks.putLong(out, 32 * k, x0[2 * k] ^ first[p]);
            Blocks.putLong(out, 32 * k + 8, x0[2 * k + 1] ^ first[p + 1]);
            Blocks.putLong(out, 32 * k + 16, x1[2 * k] ^ second[p]);
            Blocks.putLong(out, 32 * k + 24, x1[2 * k + 1] ^ second[p + 1]);
        }
        poolStart += m;
        return out;
    }

    private void pool(Pending done) {
        int count = done.count;
        int keep = poolEnd - poolStart;
        long[] zero = Arrays.copyOfRange(poolZero, 2 * poolStart, 2 * (keep + count) + 2 * poolStart);
        long[] one = Arrays.copyOfRange(poolOne, 2 * poolStart, 2 * (keep + count) + 2 * poolStart);
        long[] hashed = new long[2 * count];
        Extension.hashRows(hash, done.rows, 0, 0, made, domain, hashed, count);
        System.arraycopy(hashed, 0, zero, 2 * keep, 2 * count);
        Extension.hashRows(hash, done.rows, s0, s1, made, domain, hashed, count);
        System.arraycopy(hashed, 0, one, 2 * keep, 2 * count);
        made += count;
        poolZero = zero;
        poolOne = one;
        poolStart = 0;
        poolEnd = keep + count;
    }

    private record Pending(int count, long[] rows, byte[] seed) {
    }
}
