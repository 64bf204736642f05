package ks.crypto;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * A fixed 32-byte value of the commitment scheme ({@link Digest}, {@link Salt}): checked for
 * length when made, copied in and out so nobody can change it, compared in constant time (a
 * value of another kind is never equal), written as 64 lowercase hex digits.
 */
public abstract sealed class Bytes32 permits Digest, Salt {
    public static final int SIZE = 32;

    private final byte[] bytes;

    Bytes32(byte[] bytes, String what) {
        if (bytes == null || bytes.length != SIZE) {
            throw new IllegalArgumentException("a " + what + " is " + SIZE + " bytes");
        }
        this.bytes = bytes.clone();
    }

    public final byte[] bytes() {
        return bytes.clone();
    }

    public final String hex() {
        return HexFormat.of().formatHex(bytes);
    }

    @Override
    public final boolean equals(Object other) {
        return other != null && other.getClass() == getClass()
                && org.bouncycastle.util.Arrays.constantTimeAreEqual(bytes, ((Bytes32) other).bytes);
    }

    @Override
    public final int hashCode() {
        return Arrays.hashCode(bytes);
    }
}
