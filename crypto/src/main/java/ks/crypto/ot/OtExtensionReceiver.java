package ks.crypto.ot;

import java.security.SecureRandom;
import java.util.Arrays;
import ks.crypto.PeerMisbehaved;
import ks.crypto.block.AesPrg;
import ks.crypto.block.Blocks;
import ks.crypto.block.CorrelationRobustHash;

/**
 * The receiver of an OT extension (IKNP, with the KOS consistency check): it holds both keys of
 * each of the 128 base OTs, where it was the sender. {@link #extend} makes random OTs with random
 * choices r (the columns u_j = G(k_j^0) ⊕ G(k_j^1) ⊕ r go to the sender); {@link #answer} answers
 * the sender's challenge seed with x = Σ r_i χ_i and t = Σ χ_i t_i and puts the new OTs in the pool
 * (choice r_i, message H(t_i)). A run spends the pool: {@link #choose} sends each real choice XOR a
 * pooled one, {@link #receive} unmasks the label of each choice from the sender's reply. Not
 * thread-safe.
 */
public final class OtExtensionReceiver {
    private final AesPrg[] zeroStreams = new AesPrg[Extension.WIDTH];
    private final AesPrg[] oneStreams = new AesPrg[Extension.WIDTH];
    private final long domain;
    private final CorrelationRobustHash hash = new CorrelationRobustHash();
    private long made;
    private boolean[] poolChoices = new boolean[0];
    private long[] poolMessages = new long[0];
    private int poolStart;
    private int poolEnd;
    private Pending pending;
    private boolean[] chosenRandom;
    private long[] chosenMessages;
    private boolean[] chosen;

    /** keys[j][c]: both keys of base OT j, where this side was the sender; {@code domain} names the direction. */
    public OtExtensionReceiver(byte[][][] keys, long domain) {
        if (keys.length != Extension.WIDTH) {
            throw new IllegalArgumentException("an OT extension needs " + Extension.WIDTH + " base OTs");
        }
        for (int j = 0; j < Extension.WIDTH; j++) {
            zeroStreams[j] = new AesPrg(keys[j][0]);
            oneStreams[j] = new AesPrg(keys[j][1]);
        }
        this.domain = domain;
    }

    /** How many random OTs to make when {@code needed} more are needed: at least 4,096, in 128s. */
    public static int extensionFor(int needed) {
        return Extension.countFor(needed);
    }

    /** Random OTs in the pool. */
    public int available() {
        return poolEnd - poolStart;
    }

    /** Starts making {@code count} (a multiple of 128) random OTs; returns the columns u for the sender. */
    public byte[] extend(int count, SecureRandom random) {
        if (pending != null || count % Extension.WIDTH != 0 || count < Extension.WIDTH || count > Extension.MAX_COUNT) {
            throw new IllegalStateException("cannot extend by " + count + " now");
        }
        int n = count + Extension.EXTRA;
        long[] r = new long[n / 64];
        for (int i = 0; i < r.length; i++) {
            r[i] = random.nextLong();
        }
        long[][] t = new long[Extension.WIDTH][];
        byte[] u = new byte[Extension.WIDTH * n / 8];
        for (int j = 0; j < Extension.WIDTH; j++) {
            t[j] = Extension.column(zeroStreams[j], n);
            long[] one = Extension.column(oneStreams[j], n);
            for (int i = 0; i < n / 64; i++) {
                Blocks.putLong(u, j * n / 8 + 8 * i, t[j][i] ^ one[i] ^ r[i]);
            }
        }
        pending = new Pending(count, r, BitMatrix.transpose(t, n));
        return u;
    }

    /** Answers the sender's challenge seed (x then t, 32 bytes) and pools the new random OTs. */
    public byte[] answer(byte[] seed) {
        if (pending == null) {
            throw new IllegalStateException("no extension to answer for");
        }
        int n = pending.count + Extension.EXTRA;
        long[] chi = Extension.challenges(seed, n);
        Gf128 x = new Gf128();
        Gf128 t = new Gf128();
        long[] rows = pending.rows;
        for (int i = 0; i < n; i++) {
            if ((pending.r[i >>> 6] >>> (i & 63) & 1) != 0) {
                x.add(chi[2 * i], chi[2 * i + 1]);
            }
            t.addProduct(chi[2 * i], chi[2 * i + 1], rows[2 * i], rows[2 * i + 1]);
        }
        byte[] out = new byte[32];
        Blocks.putLong(out, 0, x.low());
        Blocks.putLong(out, 8, x.high());
        Blocks.putLong(out, 16, t.low());
        Blocks.putLong(out, 24, t.high());
        pool(pending);
        pending = null;
        return out;
    }

    /** Spends one pooled OT per choice; returns the choices XOR the pooled random ones, packed, for the sender. */
    public byte[] choose(boolean[] choices) {
        if (chosen != null || choices.length > available()) {
            throw new IllegalStateException("cannot choose " + choices.length + " of " + available() + " pooled OTs now");
        }
        int m = choices.length;
        chosen = choices.clone();
        chosenRandom = Arrays.copyOfRange(poolChoices, poolStart, poolStart + m);
        chosenMessages = Arrays.copyOfRange(poolMessages, 2 * poolStart, 2 * (poolStart + m));
        poolStart += m;
        boolean[] corrections = new boolean[m];
        for (int k = 0; k < m; k++) {
            corrections[k] = choices[k] ^ chosenRandom[k];
        }
        return Extension.pack(corrections);
    }

    /** The chosen label of each pair from the sender's reply (32 bytes per choice). */
    public long[] receive(byte[] reply) {
        if (chosen == null) {
            throw new IllegalStateException("nothing was chosen");
        }
        int m = chosen.length;
        if (reply.length != 32 * m) {
            throw new PeerMisbehaved("the other party's OT reply is " + reply.length + " bytes, not " + 32 * m);
        }
        long[] labels = new long[2 * m];
        for (int k = 0; k < m; k++) {
            int at = 32 * k + (chosen[k] ? 16 : 0);
            labels[2 * k] = Blocks.getLong(reply, at) ^ chosenMessages[2 * k];
            labels[2 * k + 1] = Blocks.getLong(reply, at + 8) ^ chosenMessages[2 * k + 1];
        }
        chosen = null;
        return labels;
    }

    private void pool(Pending done) {
        int count = done.count;
        int keep = poolEnd - poolStart;
        boolean[] choices = new boolean[keep + count];
        long[] messages = new long[2 * (keep + count)];
        System.arraycopy(poolChoices, poolStart, choices, 0, keep);
        System.arraycopy(poolMessages, 2 * poolStart, messages, 0, 2 * keep);
        for (int i = 0; i < count; i++) {
            choices[keep + i] = (done.r[i >>> 6] >>> (i & 63) & 1) != 0;
        }
        long[] hashed = new long[2 * count];
        Extension.hashRows(hash, done.rows, 0, 0, made, domain, hashed, count);
        System.arraycopy(hashed, 0, messages, 2 * keep, 2 * count);
        made += count;
        poolChoices = choices;
        poolMessages = messages;
        poolStart = 0;
        poolEnd = keep + count;
    }

    private record Pending(int count, long[] r, long[] rows) {
    }
}
