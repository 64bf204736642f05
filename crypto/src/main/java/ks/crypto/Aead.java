package ks.crypto;

import java.security.SecureRandom;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.modes.ChaCha20Poly1305;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;

/**
 * Authenticated encryption of whole messages with ChaCha20-Poly1305 (RFC 8439, Bouncy Castle) under a
 * 32-byte key and a fresh random 12-byte nonce: {@link #seal} gives nonce || ciphertext || tag, and
 * {@link #open} checks the tag over the ciphertext and the associated data before it returns a byte.
 * Random nonces are safe here because one key seals at most a few thousand messages.
 */
public final class Aead {
    public static final int KEY_SIZE = 32;
    public static final int NONCE_SIZE = 12;
    public static final int TAG_SIZE = 16;
    /** How many bytes {@link #seal} adds to the plaintext. */
    public static final int OVERHEAD = NONCE_SIZE + TAG_SIZE;

    private Aead() {
    }

    /** Encrypts {@code plain} and authenticates it together with {@code aad} (which is not encrypted). */
    public static byte[] seal(byte[] key, byte[] aad, byte[] plain, SecureRandom random) {
        byte[] nonce = new byte[NONCE_SIZE];
        random.nextBytes(nonce);
        ChaCha20Poly1305 cipher = cipher(true, key, nonce, aad);
        byte[] out = new byte[NONCE_SIZE + cipher.getOutputSize(plain.length)];
        System.arraycopy(nonce, 0, out, 0, NONCE_SIZE);
        int length = cipher.processBytes(plain, 0, plain.length, out, NONCE_SIZE);
        try {
            cipher.doFinal(out, NONCE_SIZE + length);
        } catch (InvalidCipherTextException impossible) {
            throw new IllegalStateException("encryption cannot fail", impossible);
        }
        return out;
    }

    /** The plaintext of {@code sealed}, when {@code key} and {@code aad} are those it was sealed with. */
    public static byte[] open(byte[] key, byte[] aad, byte[] sealed) throws SealBroken {
        if (sealed == null || sealed.length < OVERHEAD) {
            throw new SealBroken("too short to be sealed data");
        }
        byte[] nonce = new byte[NONCE_SIZE];
        System.arraycopy(sealed, 0, nonce, 0, NONCE_SIZE);
        ChaCha20Poly1305 cipher = cipher(false, key, nonce, aad);
        byte[] out = new byte[cipher.getOutputSize(sealed.length - NONCE_SIZE)];
        try {
            int length = cipher.processBytes(sealed, NONCE_SIZE, sealed.length - NONCE_SIZE, out, 0);
            cipher.doFinal(out, length);
        } catch (InvalidCipherTextException e) {
            throw new SealBroken("wrong key, or altered data");
        }
        return out;
    }

    private static ChaCha20Poly1305 cipher(boolean encrypt, byte[] key, byte[] nonce, byte[] aad) {
        if (key == null || key.length != KEY_SIZE) {
            throw new IllegalArgumentException("a ChaCha20-Poly1305 key is " + KEY_SIZE + " bytes");
        }
        ChaCha20Poly1305 cipher = new ChaCha20Poly1305();
        cipher.init(encrypt, new AEADParameters(new KeyParameter(key), TAG_SIZE * 8, nonce, aad));
        return cipher;
    }
}
