package ks.crypto.ot;

import java.nio.charset.StandardCharsets;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.util.Pack;

/** The key of one base OT: SHA-256 of the context, the OT's index, A, B and the shared point, cut to 16 bytes. */
final class BaseOtKeys {
    /** Base OTs per direction: one per column of the extension, the computational security parameter. */
    static final int COUNT = 128;
    static final int KEY_BYTES = 16;

    private BaseOtKeys() {
    }

    static byte[] key(byte[] context, int index, byte[] a, byte[] b, ECPoint shared) {
        SHA256Digest sha = new SHA256Digest();
        part(sha, "ks/ot/base/v1".getBytes(StandardCharsets.US_ASCII));
        part(sha, context);
        part(sha, Pack.intToBigEndian(index));
        part(sha, a);
        part(sha, b);
        part(sha, P256.encode(shared));
        byte[] digest = new byte[32];
        sha.doFinal(digest, 0);
        byte[] key = new byte[KEY_BYTES];
        System.arraycopy(digest, 0, key, 0, KEY_BYTES);
        return key;
    }

    private static void part(SHA256Digest sha, byte[] bytes) {
        sha.update(Pack.intToBigEndian(bytes.length), 0, 4);
        sha.update(bytes, 0, bytes.length);
    }
}
