package ks.crypto;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * A 32-byte SHA-256 value in a commitment chain: the digest of one committed position, or the genesis
 * digest that binds a chain to one game. Compared in constant time; written as 64 lowercase hex digits.
 */
public record Digest(byte[] bytes) {
    public static final int SIZE = Hashing.SIZE;

    public Digest {
        if (bytes == null || bytes.length != SIZE) {
            throw new IllegalArgumentException("a digest is " + SIZE + " bytes");
        }
        bytes = bytes.clone();
    }

    /** The digest that precedes ply 0: binds the chain to its game (e.g. the channel's session id and game number). */
    public static Digest genesis(byte[] gameContext) {
        return new Digest(Hashing.sha256("ks/commit-genesis/v1", gameContext));
    }

    public static Digest fromHex(String hex) {
        return new Digest(Hex.parse(hex, SIZE, "digest"));
    }

    public String hex() {
        return HexFormat.of().formatHex(bytes);
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Digest that && org.bouncycastle.util.Arrays.constantTimeAreEqual(bytes, that.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "Digest[" + hex() + "]";
    }
}
