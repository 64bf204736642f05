package ks.crypto;

import java.util.HexFormat;

/**
 * Plain SHA-256 (FIPS 180-4) of a file's bytes, in lower-case hex, for the checksums in the first
 * line of ks's files. Computed with Bouncy Castle's digest, which ks loads anyway, not through the
 * JDK's security providers: a one-shot command such as {@code ks --audit} would otherwise set up
 * the Sun provider (its tables of algorithms and object identifiers) for this one hash, which
 * costs more CPU than hashing the file.
 */
public final class Checksum {

    private Checksum() {
    }

    /** The SHA-256 of {@code data}, 64 lower-case hex digits. */
    public static String sha256Hex(byte[] data) {
        return HexFormat.of().formatHex(Hashing.plainSha256(data));
    }
}
