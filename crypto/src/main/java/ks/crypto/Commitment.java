package ks.crypto;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * The host's signed promise about the full position after one ply, sent to the guest at once and
 * opened only at the end of the game. Its digest is
 * H("ks/commit/v1" || previous digest || ply || salt || payload) (each part length-framed), so it hides
 * the position until the salt is revealed and chains to every earlier ply; the host's Ed25519
 * signature covers (ply, digest). Ply 0 is the starting position; the digest before it is
 * {@link Digest#genesis}.
 */
public record Commitment(int ply, Digest digest, byte[] signature) {

    public Commitment {
        if (ply < 0) {
            throw new IllegalArgumentException("ply must not be negative: " + ply);
        }
        if (digest == null) {
            throw new IllegalArgumentException("a commitment needs a digest");
        }
        if (signature == null || signature.length != SigningKey.SIGNATURE_SIZE) {
            throw new IllegalArgumentException("an Ed25519 signature is " + SigningKey.SIGNATURE_SIZE + " bytes");
        }
        signature = signature.clone();
    }

    /** The digest committing to {@code payload} at {@code ply}, chained after {@code previous}. */
    public static Digest digestOf(Digest previous, int ply, Salt salt, byte[] payload) {
        return new Digest(Hashing.sha256("ks/commit/v1", previous.bytes(), Hashing.int32(ply), salt.bytes(), payload));
    }

    /** Commits to {@code payload} and signs the result with the host's key. */
    public static Commitment create(SigningKey host, Digest previous, int ply, Salt salt, byte[] payload) {
        Digest digest = digestOf(previous, ply, salt, payload);
        return new Commitment(ply, digest, host.sign(signedBytes(ply, digest)));
    }

    public boolean signedBy(Identity host) {
        return host.verify(signedBytes(ply, digest), signature);
    }

    /** True when the revealed salt and payload, chained after {@code previous}, give this digest (constant time). */
    public boolean opensTo(Digest previous, Salt salt, byte[] payload) {
        return digest.equals(digestOf(previous, ply, salt, payload));
    }

    /** 4-byte ply, 32-byte digest, 64-byte signature. */
    public byte[] encode() {
        return Fields.join(Hashing.int32(ply), digest.bytes(), signature);
    }

    /** Reads a commitment the host sent; malformed bytes throw {@link PeerMisbehaved}. */
    public static Commitment decode(byte[] bytes) {
        List<byte[]> fields = Fields.split(bytes, "commitment");
        if (fields.size() != 3 || fields.get(0).length != 4 || fields.get(1).length != Digest.SIZE
                || fields.get(2).length != SigningKey.SIGNATURE_SIZE) {
            throw new PeerMisbehaved("opponent sent a malformed commitment");
        }
        byte[] plyBytes = fields.get(0);
        int ply = ((plyBytes[0] & 0xFF) << 24) | ((plyBytes[1] & 0xFF) << 16) | ((plyBytes[2] & 0xFF) << 8)
                | (plyBytes[3] & 0xFF);
        if (ply < 0) {
            throw new PeerMisbehaved("opponent sent a commitment for negative ply " + ply);
        }
        return new Commitment(ply, new Digest(fields.get(1)), fields.get(2));
    }

    @Override
    public byte[] signature() {
        return signature.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Commitment that && ply == that.ply && digest.equals(that.digest)
                && org.bouncycastle.util.Arrays.constantTimeAreEqual(signature, that.signature);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * ply + digest.hashCode()) + Arrays.hashCode(signature);
    }

    @Override
    public String toString() {
        return "Commitment[ply=" + ply + ", digest=" + digest.hex() + ", signature=" + HexFormat.of().formatHex(signature) + "]";
    }

    private static byte[] signedBytes(int ply, Digest digest) {
        return Fields.join(Hashing.utf8("ks/commit-signature/v1"), Hashing.int32(ply), digest.bytes());
    }
}
