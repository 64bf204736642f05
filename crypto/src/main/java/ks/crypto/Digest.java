package ks.crypto;

/**
 * A SHA-256 value in a commitment chain: the digest of one committed position, or the genesis
 * digest that binds a chain to one game.
 */
public final class Digest extends Bytes32 {
    public static final int SIZE = Bytes32.SIZE;

    public Digest(byte[] bytes) {
        super(bytes, "digest");
    }

    /** The digest that precedes ply 0: binds the chain to its game (e.g. the channel's session id and game number). */
    public static Digest genesis(byte[] gameContext) {
        return new Digest(Hashing.sha256("ks/commit-genesis/v1", gameContext));
    }

    public static Digest fromHex(String hex) {
        return new Digest(Hex.parse(hex, SIZE, "digest"));
    }

    @Override
    public String toString() {
        return "Digest[" + hex() + "]";
    }
}
