package ks.crypto;

import java.security.SecureRandom;

/** A "random" source that gives back the same bytes, for test vectors; never for anything else. */
public final class FixedRandom extends SecureRandom {
    private static final long serialVersionUID = 1L;

    private final byte[] bytes;

    public FixedRandom(byte[] bytes) {
        this.bytes = bytes.clone();
    }

    @Override
    public void nextBytes(byte[] out) {
        for (int i = 0; i < out.length; i++) {
            out[i] = bytes[i % bytes.length];
        }
    }
}
