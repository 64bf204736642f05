package ks.crypto.block;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * The tweakable circular correlation-robust hash from fixed-key AES of Guo, Katz, Wang and Yu
 * (IEEE S&amp;P 2020, §7.4): H(x, i) = π(π(x) ⊕ i) ⊕ π(x), with π AES-128 under a fixed public key.
 * Blocks are hashed in bulk, one JDK {@code AES/ECB/NoPadding} call per pass, which is what makes
 * garbling fast. Not thread-safe: each garbler, evaluator or OT extension has its own.
 */
public final class CorrelationRobustHash {
    /** The fixed key: the first 16 bytes of SHA-256 of a public string, so nothing is hidden in it. */
    static final byte[] FIXED_KEY = fixedKey();

    private final Cipher aes;
    private byte[] first = new byte[0];
    private byte[] second = new byte[0];
    /** The second pass's output: apart from its input, since the JDK copies an input that overlaps its output. */
    private byte[] third = new byte[0];

    public CorrelationRobustHash() {
        aes = fixedKeyAes();
    }

    /** AES-128 under the fixed key, the permutation π. */
    static Cipher fixedKeyAes() {
        try {
            Cipher cipher = Cipher.getInstance("AES/ECB/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(FIXED_KEY, "AES"));
            return cipher;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK has no AES", e);
        }
    }

    /**
     * {@code out} block k = H({@code x} block k, {@code tweak} block k) for k below {@code count};
     * {@code out} may be {@code x}.
     */
    public void hash(long[] x, long[] tweak, long[] out, int count) {
        int bytes = count * Blocks.BYTES;
        if (first.length < bytes) {
            first = new byte[bytes];
            second = new byte[bytes];
            third = new byte[bytes];
        }
        Blocks.toBytes(x, 0, count, first, 0);
        encrypt(first, second, bytes);
        for (int k = 0; k < count; k++) {
            int at = k * Blocks.BYTES;
            Blocks.putLong(first, at, Blocks.getLong(second, at) ^ tweak[2 * k]);
            Blocks.putLong(first, at + 8, Blocks.getLong(second, at + 8) ^ tweak[2 * k + 1]);
        }
        encrypt(first, third, bytes);
        for (int k = 0; k < count; k++) {
            int at = k * Blocks.BYTES;
            out[2 * k] = Blocks.getLong(third, at) ^ Blocks.getLong(second, at);
            out[2 * k + 1] = Blocks.getLong(third, at + 8) ^ Blocks.getLong(second, at + 8);
        }
    }

    private void encrypt(byte[] in, byte[] out, int bytes) {
        try {
            aes.doFinal(in, 0, bytes, out, 0);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("fixed-key AES failed", e);
        }
    }

    private static byte[] fixedKey() {
        byte[] text = "ks fixed-key AES for garbling and OT extension".getBytes(StandardCharsets.US_ASCII);
        byte[] digest = Sha256.plain().raw(text, 0, text.length).finish();
        byte[] key = new byte[16];
        System.arraycopy(digest, 0, key, 0, key.length);
        return key;
    }
}
