package ks.crypto;

import java.security.SecureRandom;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;

/**
 * A player's long-term Ed25519 private key: signs handshakes and, when hosting, position commitments.
 * Made by {@link #generate} or loaded by {@link KeyStore}; its 32-byte seed never leaves this package.
 */
public final class SigningKey {
    public static final int SIGNATURE_SIZE = Ed25519PrivateKeyParameters.SIGNATURE_SIZE;
    static final int SEED_SIZE = Ed25519PrivateKeyParameters.KEY_SIZE;

    private final Ed25519PrivateKeyParameters key;
    private final Identity identity;

    private SigningKey(Ed25519PrivateKeyParameters key) {
        this.key = key;
        this.identity = new Identity(key.generatePublicKey().getEncoded());
    }

    public static SigningKey generate(SecureRandom random) {
        return new SigningKey(new Ed25519PrivateKeyParameters(random));
    }

    static SigningKey fromSeed(byte[] seed) {
        return new SigningKey(new Ed25519PrivateKeyParameters(seed, 0));
    }

    byte[] seed() {
        return key.getEncoded();
    }

    public Identity identity() {
        return identity;
    }

    public byte[] sign(byte[] message) {
        Ed25519Signer signer = new Ed25519Signer();
        signer.init(true, key);
        signer.update(message, 0, message.length);
        return signer.generateSignature();
    }

    @Override
    public String toString() {
        return "SigningKey[" + identity.fingerprint() + "]";
    }
}
