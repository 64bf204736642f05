package ks.crypto.block;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * SHA-256 (FIPS 180-4) from the JDK, whose implementation uses the processor's SHA instructions
 * (6 times Bouncy Castle's speed on the tables of a garbled circuit). Domain-separated use: a tag,
 * then parts each preceded by its 4-byte big-endian length ({@link #part}); bulk data may also be
 * streamed unframed ({@link #raw}). Not thread-safe.
 */
public final class Sha256 {
    /** Bytes in a digest. */
    public static final int BYTES = 32;

    private final MessageDigest sha;

    /** A hash that starts with {@code tag} as its first part. */
    public Sha256(String tag) {
        this();
        part(tag.getBytes(StandardCharsets.UTF_8));
    }

    private Sha256() {
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    /** Plain SHA-256, without tag or framing, of what {@link #raw} is given. */
    public static Sha256 plain() {
        return new Sha256();
    }

    /** SHA-256 of {@code tag} and {@code parts}, each framed. */
    public static byte[] of(String tag, byte[]... parts) {
        Sha256 sha = new Sha256(tag);
        for (byte[] part : parts) {
            sha.part(part);
        }
        return sha.finish();
    }

    /** Adds {@code bytes} preceded by their length. */
    public Sha256 part(byte[] bytes) {
        sha.update(new byte[] {(byte) (bytes.length >>> 24), (byte) (bytes.length >>> 16), (byte) (bytes.length >>> 8),
            (byte) bytes.length});
        sha.update(bytes);
        return this;
    }

    /** Adds {@code length} bytes of {@code bytes} from {@code at}, unframed. */
    public Sha256 raw(byte[] bytes, int at, int length) {
        sha.update(bytes, at, length);
        return this;
    }

    public byte[] finish() {
        return sha.digest();
    }
}
