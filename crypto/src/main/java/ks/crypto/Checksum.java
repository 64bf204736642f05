package ks.crypto;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Plain SHA-256 (FIPS 180-4) of a file's bytes, in lower-case hex, for the checksums in the first
 * line of ks's files. Files read are hashed with Bouncy Castle's digest, which ks loads anyway, not
 * through the JDK's security providers: a one-shot command such as {@code ks --audit} would
 * otherwise set up the Sun provider (its tables of algorithms and object identifiers) for this one
 * hash, which costs more CPU than hashing the file. A large file being written is hashed with the
 * JDK's digest, whose SHA-256 the JIT replaces with the processor's SHA instructions: such files are
 * a long game's saves, written again after every message by one process, where Bouncy Castle's
 * took 8.25 ms for 906 KiB and the JDK's 0.66 (docs/performance.md, the joint referee's saves); the
 * provider's set-up is paid once in the game.
 */
public final class Checksum {

    /** From this many bytes on, a file written is hashed by the JDK: 256 KiB, past a game's first saves. */
    public static final int LARGE = 256 << 10;

    private Checksum() {
    }

    /** The SHA-256 of {@code data}, 64 lower-case hex digits: for a file read. */
    public static String sha256Hex(byte[] data) {
        return HexFormat.of().formatHex(Hashing.plainSha256(data));
    }

    /** The same digest, for a file this process writes, perhaps again and again (a game's save). */
    public static String sha256HexWritten(byte[] data) {
        return data.length < LARGE ? sha256Hex(data) : HexFormat.of().formatHex(jdkSha256(data));
    }

    private static byte[] jdkSha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform must provide SHA-256 (the MessageDigest documentation).
            throw new IllegalStateException(e);
        }
    }
}
