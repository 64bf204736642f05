package ks.crypto;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;

/**
 * A player's long-term Ed25519 public key: verifies their signatures and shows a short fingerprint the
 * two players can compare aloud. Written as 64 lowercase hex digits in files. The key is decoded
 * to its curve point once, at its first verification, not again for every signature (an audit
 * verifies hundreds with the same two keys); {@link #fromHex} hands out the same key for the same
 * text while it has met few, so a check of a hundred records decodes a player's key once, not seven
 * times a record.
 */
public final class Identity {
    public static final int SIZE = Ed25519PublicKeyParameters.KEY_SIZE;

    /** How many keys {@link #fromHex} keeps; past that it starts again (a club meets thousands). */
    private static final int RECENT_KEYS = 64;

    /** The keys {@link #fromHex} made, by their text. */
    private static final Map<String, Identity> RECENT = new ConcurrentHashMap<>();

    /** What {@link #decoded} holds for bytes that are not a point of the curve. */
    private static final Object NOT_A_POINT = new Object();

    private final byte[] publicKey;

    /**
     * The decoded key ({@link Ed25519PublicKeyParameters}, immutable), or {@link #NOT_A_POINT};
     * null until first needed. Set without a lock: two threads may both decode, to equal values.
     */
    private volatile Object decoded;

    public Identity(byte[] publicKey) {
        if (publicKey == null || publicKey.length != SIZE) {
            throw new IllegalArgumentException("an Ed25519 public key is " + SIZE + " bytes");
        }
        this.publicKey = publicKey.clone();
    }

    /** The key written as {@code hex}: the same object as for the same text just before, its point decoded once. */
    public static Identity fromHex(String hex) {
        Identity known = hex == null ? null : RECENT.get(hex);
        if (known != null) {
            return known;
        }
        Identity key = new Identity(Hex.parse(hex, SIZE, "public key"));
        if (RECENT.size() >= RECENT_KEYS) {
            RECENT.clear();
        }
        RECENT.put(hex, key);
        return key;
    }

    /** True when {@code signature} is this key's Ed25519 signature of {@code message}; false for any malformed input. */
    public boolean verify(byte[] message, byte[] signature) {
        if (signature == null || signature.length != SigningKey.SIGNATURE_SIZE) {
            return false;
        }
        Object key = decoded;
        if (key == null) {
            try {
                key = new Ed25519PublicKeyParameters(publicKey, 0);
            } catch (IllegalArgumentException notAPoint) {
                key = NOT_A_POINT;
            }
            decoded = key;
        }
        if (key == NOT_A_POINT) {
            return false;
        }
        Ed25519Signer verifier = new Ed25519Signer();
        verifier.init(false, (Ed25519PublicKeyParameters) key);
        verifier.update(message, 0, message.length);
        return verifier.verifySignature(signature);
    }

    /** The first 8 bytes of SHA-256 of the key in four dash-separated hex groups, e.g. {@code 3f2a-91c0-77d1-0b4e}. */
    public String fingerprint() {
        String hex = HexFormat.of().formatHex(Hashing.plainSha256(publicKey), 0, 8);
        return hex.substring(0, 4) + "-" + hex.substring(4, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12);
    }

    public String hex() {
        return HexFormat.of().formatHex(publicKey);
    }

    /** The key's 32 bytes (a copy). */
    public byte[] publicKey() {
        return publicKey.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Identity that
                && org.bouncycastle.util.Arrays.constantTimeAreEqual(publicKey, that.publicKey);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(publicKey);
    }

    @Override
    public String toString() {
        return "Identity[" + fingerprint() + "]";
    }
}
