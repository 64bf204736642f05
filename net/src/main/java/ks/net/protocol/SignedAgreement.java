package ks.net.protocol;

import java.util.HexFormat;
import ks.crypto.Identity;
import ks.engine.Color;

/**
 * The agreement with both players' signatures (hex), as a record keeps it: what proves to a third
 * party who played, with which keys, under which rules and from which position.
 */
public record SignedAgreement(Agreement agreement, String whiteSignature, String blackSignature) {

    private static final HexFormat HEX = HexFormat.of();

    public SignedAgreement {
        if (agreement == null) {
            throw new IllegalArgumentException("a signed agreement needs the agreement");
        }
        for (String s : new String[] {whiteSignature, blackSignature}) {
            if (s == null || !WirePatterns.SIGNATURE.matcher(s).matches()) {
                throw new IllegalArgumentException("an agreement signature is not 128 hex digits");
            }
        }
    }

    /** The agreement signed by {@code hostSignature} (the host's) and {@code guestSignature}, the host playing {@code hostColour}. */
    static SignedAgreement of(Agreement a, int hostColour, String hostSignature, String guestSignature) {
        return hostColour == Color.WHITE ? new SignedAgreement(a, hostSignature, guestSignature)
                : new SignedAgreement(a, guestSignature, hostSignature);
    }

    /** The colour whose signature does not verify with the key the agreement names for it, or -1. */
    int badSignature() {
        byte[] bytes = agreement.bytes();
        if (!Identity.fromHex(agreement.whiteKey()).verify(bytes, HEX.parseHex(whiteSignature))) {
            return Color.WHITE;
        }
        if (!Identity.fromHex(agreement.blackKey()).verify(bytes, HEX.parseHex(blackSignature))) {
            return Color.BLACK;
        }
        return -1;
    }
}
