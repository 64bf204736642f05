package ks.crypto;

import java.security.MessageDigest;
import java.util.Arrays;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;

/**
 * A tag on a file this player's ks keeps for itself, so that only whoever holds the player's
 * signing key can make a file it will trust: HMAC-SHA256 (RFC 2104) under a key derived by
 * HKDF-SHA256 (RFC 5869) from the signing key's seed, with the file's purpose as HKDF's
 * {@code info}, so a tag for one purpose is no tag for another and the signing key itself is never
 * used for anything but Ed25519. The derived key is wiped when {@link #close} is called.
 */
public final class LocalSeal implements AutoCloseable {
    public static final int TAG_SIZE = 32;

    private final byte[] key;

    LocalSeal(byte[] key) {
        this.key = key.clone();
    }

    /** The seal of {@code signingKey} for files of {@code purpose} (e.g. {@code ks/ratings-checked/v1 0.1.0}). */
    public static LocalSeal of(SigningKey signingKey, String purpose) {
        byte[] seed = signingKey.seed();
        try {
            byte[] derived = Hashing.hkdfSha256(seed, null, Hashing.utf8(purpose), TAG_SIZE);
            LocalSeal seal = new LocalSeal(derived);
            Arrays.fill(derived, (byte) 0);
            return seal;
        } finally {
            Arrays.fill(seed, (byte) 0);
        }
    }

    /** The tag of {@code data}. */
    public byte[] tag(byte[] data) {
        HMac mac = new HMac(new SHA256Digest());
        mac.init(new KeyParameter(key));
        mac.update(data, 0, data.length);
        byte[] out = new byte[TAG_SIZE];
        mac.doFinal(out, 0);
        return out;
    }

    /** Whether {@code tag} is the tag of {@code data}, compared in constant time. */
    public boolean verifies(byte[] data, byte[] tag) {
        return tag != null && MessageDigest.isEqual(tag(data), tag);
    }

    @Override
    public void close() {
        Arrays.fill(key, (byte) 0);
    }
}
