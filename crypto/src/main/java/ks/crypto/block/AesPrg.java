package ks.crypto.block;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A pseudorandom generator: the AES-128-CTR keystream (NIST SP 800-38A) under a 16-byte seed,
 * from a given initial counter block (zero unless said otherwise). The stream continues from
 * call to call, so two parties holding the same seed read the same bytes in the same order.
 * Not thread-safe.
 */
public final class AesPrg {
    /** Bytes in a seed. */
    public static final int SEED_BYTES = 16;

    private final Cipher ctr;
    private byte[] zeros = new byte[0];

    /** The keystream under {@code seed} from the all-zero counter block. */
    public AesPrg(byte[] seed) {
        this(seed, new byte[Blocks.BYTES]);
    }

    /** The keystream under {@code seed} from {@code counter}, the first counter block. */
    public AesPrg(byte[] seed, byte[] counter) {
        if (seed.length != SEED_BYTES || counter.length != Blocks.BYTES) {
            throw new IllegalArgumentException("an AES-128-CTR seed and counter block are 16 bytes each");
        }
        try {
            ctr = Cipher.getInstance("AES/CTR/NoPadding");
            ctr.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(seed, "AES"), new IvParameterSpec(counter));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK has no AES-CTR", e);
        }
    }

    /** The next {@code length} bytes of the stream into {@code out} at {@code at}. */
    public void nextBytes(byte[] out, int at, int length) {
        if (zeros.length < length) {
            zeros = new byte[length];
        }
        try {
            int written = ctr.update(zeros, 0, length, out, at);
            if (written != length) {
                throw new IllegalStateException("AES-CTR gave " + written + " of " + length + " bytes");
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-CTR failed", e);
        }
    }

    /** The next {@code length} bytes of the stream. */
    public byte[] nextBytes(int length) {
        byte[] out = new byte[length];
        nextBytes(out, 0, length);
        return out;
    }

    /** The next {@code count} blocks of the stream into {@code blocks} from block {@code from}. */
    public void nextBlocks(long[] blocks, int from, int count) {
        byte[] bytes = nextBytes(count * Blocks.BYTES);
        Blocks.fromBytes(bytes, 0, count, blocks, from);
    }
}
