package ks.crypto;

import java.nio.charset.StandardCharsets;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.generators.HKDFBytesGenerator;
import org.bouncycastle.crypto.params.HKDFParameters;
import org.bouncycastle.util.Pack;

/** Domain-separated SHA-256 over length-framed parts, so no two different inputs ever hash alike. */
final class Hashing {
    static final int SIZE = 32;

    private Hashing() {
    }

    /** SHA-256 of the tag and each part, every one preceded by its 4-byte big-endian length. */
    static byte[] sha256(String tag, byte[]... parts) {
        SHA256Digest digest = new SHA256Digest();
        update(digest, tag.getBytes(StandardCharsets.UTF_8));
        for (byte[] part : parts) {
            update(digest, part);
        }
        byte[] out = new byte[SIZE];
        digest.doFinal(out, 0);
        return out;
    }

    /** Plain SHA-256, for fingerprints that other tools can recompute. */
    static byte[] plainSha256(byte[] data) {
        SHA256Digest digest = new SHA256Digest();
        digest.update(data, 0, data.length);
        byte[] out = new byte[SIZE];
        digest.doFinal(out, 0);
        return out;
    }

    /** HKDF-SHA256 (RFC 5869): {@code length} bytes from {@code secret}, {@code salt} and {@code info}. */
    static byte[] hkdfSha256(byte[] secret, byte[] salt, byte[] info, int length) {
        HKDFBytesGenerator hkdf = new HKDFBytesGenerator(new SHA256Digest());
        hkdf.init(new HKDFParameters(secret, salt, info));
        byte[] out = new byte[length];
        hkdf.generateBytes(out, 0, length);
        return out;
    }

    static byte[] int32(int value) {
        return Pack.intToBigEndian(value);
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static void update(SHA256Digest digest, byte[] part) {
        digest.update(Pack.intToBigEndian(part.length), 0, 4);
        digest.update(part, 0, part.length);
    }
}
