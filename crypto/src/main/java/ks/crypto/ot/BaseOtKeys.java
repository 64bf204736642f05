package ks.crypto.ot;

import ks.crypto.block.Sha256;
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
        byte[] digest = Sha256.of("ks/ot/base/v1", context, Pack.intToBigEndian(index), a, b, P256.encode(shared));
        byte[] key = new byte[KEY_BYTES];
        System.arraycopy(digest, 0, key, 0, KEY_BYTES);
        return key;
    }
}
