package ks.crypto;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.util.Pack;

/**
 * The one byte encoding of everything ks signs or hashes as a statement: a domain tag with its
 * version ({@code ks/news/v2}) and then fields, each a 4-byte big-endian length and that many
 * bytes (UTF-8 text, numbers in decimal, booleans {@code 0}/{@code 1}, absent values empty). The
 * same values always give the same bytes, and no field can run into the next, so a signature
 * over one statement can never be read as a signature over another. Never JSON: JSON has many
 * spellings of one value. Not thread-safe; one builder per statement.
 */
public final class Canonical {

    /**
     * Sized for the statements a club signs and checks at every move, so that they are written
     * without the buffer growing (a copy each time) from its default 32 bytes; a longer one still grows.
     */
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(512);
    /** A field's length, written here first: one array a statement, not one a field. */
    private final byte[] length = new byte[4];

    private Canonical(String tag) {
        bytes(tag.getBytes(StandardCharsets.UTF_8));
    }

    /** A statement of kind {@code tag}, e.g. {@code ks/agreement/v2}. */
    public static Canonical of(String tag) {
        return new Canonical(tag);
    }

    /** A text field in UTF-8; null is an absent value (an empty field). */
    public Canonical text(String value) {
        return bytes(value == null ? new byte[0] : value.getBytes(StandardCharsets.UTF_8));
    }

    /** A number in decimal. */
    public Canonical number(long value) {
        return text(Long.toString(value));
    }

    /** A boolean as {@code 0} or {@code 1}; null is an absent value. */
    public Canonical bool(Boolean value) {
        return text(value == null ? null : value ? "1" : "0");
    }

    /** Raw bytes, e.g. a session id or a nonce. */
    public Canonical bytes(byte[] value) {
        Pack.intToBigEndian(value.length, length, 0);
        out.write(length, 0, 4);
        out.write(value, 0, value.length);
        return this;
    }

    /** The encoding so far. */
    public byte[] encode() {
        return out.toByteArray();
    }

    /** SHA-256 of the encoding. */
    public byte[] sha256() {
        byte[] all = encode();
        SHA256Digest digest = new SHA256Digest();
        digest.update(all, 0, all.length);
        byte[] hash = new byte[Hashing.SIZE];
        digest.doFinal(hash, 0);
        return hash;
    }
}
