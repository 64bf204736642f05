package ks.crypto;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The fresh 32 random bytes that hide one committed position until the host reveals them at the end
 * of the game. Written as 64 lowercase hex digits; {@link #toString()} does not print it.
 */
public record Salt(byte[] bytes) {
    public static final int SIZE = 32;

    public Salt {
        if (bytes == null || bytes.length != SIZE) {
            throw new IllegalArgumentException("a salt is " + SIZE + " bytes");
        }
        bytes = bytes.clone();
    }

    public static Salt random(SecureRandom random) {
        byte[] bytes = new byte[SIZE];
        random.nextBytes(bytes);
        return new Salt(bytes);
    }

    public static Salt fromHex(String hex) {
        return new Salt(Hex.parse(hex, SIZE, "salt"));
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
        return other instanceof Salt that && org.bouncycastle.util.Arrays.constantTimeAreEqual(bytes, that.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    // A salt must not leak into logs before it is revealed.
    @Override
    public String toString() {
        return "Salt[hidden]";
    }
}
