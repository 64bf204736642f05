package ks.crypto;

import java.security.SecureRandom;

/**
 * The fresh random bytes that hide one committed position until the host reveals them at the
 * end of the game; {@link #toString()} does not print them.
 */
public final class Salt extends Bytes32 {
    public static final int SIZE = Bytes32.SIZE;

    public Salt(byte[] bytes) {
        super(bytes, "salt");
    }

    public static Salt random(SecureRandom random) {
        byte[] bytes = new byte[SIZE];
        random.nextBytes(bytes);
        return new Salt(bytes);
    }

    public static Salt fromHex(String hex) {
        return new Salt(Hex.parse(hex, SIZE, "salt"));
    }

    // A salt must not leak into logs before it is revealed.
    @Override
    public String toString() {
        return "Salt[hidden]";
    }
}
