package ks.net.seek;

import java.security.SecureRandom;
import java.util.HexFormat;
import ks.crypto.SigningKey;

/** Signing keys made from fixed seeds, so tests and vectors give the same bytes every run. */
final class SeekKeys {

    private SeekKeys() {
    }

    /** The key whose 32-byte seed is {@code seedHex} repeated as needed. */
    static SigningKey fromSeed(String seedHex) {
        byte[] seed = HexFormat.of().parseHex(seedHex);
        return SigningKey.generate(new SecureRandom() {
            private static final long serialVersionUID = 1L;

            @Override
            public void nextBytes(byte[] out) {
                for (int i = 0; i < out.length; i++) {
                    out[i] = seed[i % seed.length];
                }
            }
        });
    }

    static final SigningKey ALICE = fromSeed("01");
    static final SigningKey BOB = fromSeed("02");
    static final SigningKey MALLORY = fromSeed("03");
}
