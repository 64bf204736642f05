package ks.crypto;

import java.security.SecureRandom;
import java.util.Arrays;
import org.bouncycastle.util.Pack;

/**
 * A signing key and a secret sealed under a password: Argon2id with a fresh salt, at a cost written in
 * the lock, turns the password into a key, and ChaCha20-Poly1305 ({@link Aead}) seals the signing key's
 * seed and the secret, bound to a context (say, one game and one colour) so a lock does not open in
 * another place. The seed leaves this package only sealed. A lock is
 * {@code version(1) memoryKib(4) iterations(1) parallelism(1) salt(16) nonce(12) sealed(32 + n) tag(16)}.
 */
public final class PasswordLock {
    private static final int VERSION = 1;
    private static final int SALT_SIZE = 16;
    private static final int HEAD_SIZE = 1 + 4 + 1 + 1 + SALT_SIZE;
    /** The longest secret a lock carries. */
    public static final int MAX_SECRET = 256;
    private static final String CONTEXT_TAG = "ks/password-lock/v1";

    /** What a lock holds. */
    public record Contents(SigningKey key, byte[] secret) {
        public Contents {
            secret = secret.clone();
        }

        @Override
        public byte[] secret() {
            return secret.clone();
        }
    }

    private PasswordLock() {
    }

    /** Seals {@code key} and {@code secret} under {@code password} for {@code context}. */
    public static byte[] lock(char[] password, SigningKey key, byte[] secret, byte[] context, Argon2id.Cost cost,
            SecureRandom random) {
        if (secret.length > MAX_SECRET) {
            throw new IllegalArgumentException("a lock carries at most " + MAX_SECRET + " secret bytes");
        }
        byte[] head = new byte[HEAD_SIZE];
        head[0] = VERSION;
        Pack.intToBigEndian(cost.memoryKib(), head, 1);
        head[5] = (byte) cost.iterations();
        head[6] = (byte) cost.parallelism();
        byte[] salt = new byte[SALT_SIZE];
        random.nextBytes(salt);
        System.arraycopy(salt, 0, head, 7, SALT_SIZE);
        byte[] derived = Argon2id.derive(password, salt, cost, Aead.KEY_SIZE);
        byte[] plain = new byte[SigningKey.SEED_SIZE + secret.length];
        byte[] seed = key.seed();
        System.arraycopy(seed, 0, plain, 0, seed.length);
        System.arraycopy(secret, 0, plain, seed.length, secret.length);
        try {
            byte[] sealed = Aead.seal(derived, aad(head, context), plain, random);
            byte[] out = new byte[HEAD_SIZE + sealed.length];
            System.arraycopy(head, 0, out, 0, HEAD_SIZE);
            System.arraycopy(sealed, 0, out, HEAD_SIZE, sealed.length);
            return out;
        } finally {
            Arrays.fill(derived, (byte) 0);
            Arrays.fill(plain, (byte) 0);
            Arrays.fill(seed, (byte) 0);
        }
    }

    /**
     * Opens a lock with {@code password}. A lock that is malformed, or whose cost exceeds {@code most} in
     * any dimension (a hostile lock could ask for gigabytes), is an {@link IllegalArgumentException} with
     * one line, checked before any work; a wrong password, a changed byte or another context is
     * {@link SealBroken}.
     */
    public static Contents unlock(char[] password, byte[] lock, byte[] context, Argon2id.Cost most)
            throws SealBroken {
        Argon2id.Cost cost = cost(lock);
        if (cost.memoryKib() > most.memoryKib() || cost.iterations() > most.iterations()
                || cost.parallelism() > most.parallelism()) {
            throw new IllegalArgumentException("the password lock asks for more work than ks allows (m="
                    + cost.memoryKib() + " KiB, t=" + cost.iterations() + ", p=" + cost.parallelism() + ")");
        }
        byte[] head = Arrays.copyOf(lock, HEAD_SIZE);
        byte[] salt = Arrays.copyOfRange(lock, 7, HEAD_SIZE);
        byte[] derived = Argon2id.derive(password, salt, cost, Aead.KEY_SIZE);
        byte[] plain = null;
        try {
            plain = Aead.open(derived, aad(head, context), Arrays.copyOfRange(lock, HEAD_SIZE, lock.length));
            byte[] seed = Arrays.copyOf(plain, SigningKey.SEED_SIZE);
            SigningKey key = SigningKey.fromSeed(seed);
            Arrays.fill(seed, (byte) 0);
            return new Contents(key, Arrays.copyOfRange(plain, SigningKey.SEED_SIZE, plain.length));
        } finally {
            Arrays.fill(derived, (byte) 0);
            if (plain != null) {
                Arrays.fill(plain, (byte) 0);
            }
        }
    }

    /** The Argon2id cost written in a lock; {@link IllegalArgumentException} with one line when it is not a lock. */
    public static Argon2id.Cost cost(byte[] lock) {
        int shortest = HEAD_SIZE + Aead.OVERHEAD + SigningKey.SEED_SIZE;
        if (lock == null || lock.length < shortest || lock.length > shortest + MAX_SECRET) {
            throw new IllegalArgumentException("a password lock of " + (lock == null ? 0 : lock.length)
                    + " bytes (expected " + shortest + " to " + (shortest + MAX_SECRET) + ")");
        }
        if (lock[0] != VERSION) {
            throw new IllegalArgumentException("a password lock of version " + (lock[0] & 0xFF) + " (this ks reads "
                    + VERSION + ")");
        }
        return new Argon2id.Cost(Pack.bigEndianToInt(lock, 1), lock[5] & 0xFF, lock[6] & 0xFF);
    }

    private static byte[] aad(byte[] head, byte[] context) {
        return Hashing.sha256(CONTEXT_TAG, head, context);
    }
}
