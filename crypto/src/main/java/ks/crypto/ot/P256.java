package ks.crypto.ot;

import java.math.BigInteger;
import java.security.SecureRandom;
import ks.crypto.PeerMisbehaved;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.math.ec.FixedPointCombMultiplier;
import org.bouncycastle.util.BigIntegers;

/**
 * The NIST P-256 group (Bouncy Castle's secp256r1), of prime order: random scalars, multiples, and
 * points as 33-byte compressed encodings, each one read checked to lie on the curve and not to be
 * the identity.
 */
final class P256 {
    static final int POINT_BYTES = 33;

    private static final X9ECParameters PARAMS = CustomNamedCurves.getByName("secp256r1");
    private static final FixedPointCombMultiplier COMB = new FixedPointCombMultiplier();

    private P256() {
    }

    static ECPoint generator() {
        return PARAMS.getG();
    }

    /** A uniform scalar in [1, n - 1]. */
    static BigInteger randomScalar(SecureRandom random) {
        return BigIntegers.createRandomInRange(BigInteger.ONE, PARAMS.getN().subtract(BigInteger.ONE), random);
    }

    /** k times {@code point}, for a point used many times (its precomputation is kept with it). */
    static ECPoint multiplyFixed(ECPoint point, BigInteger k) {
        return COMB.multiply(point, k).normalize();
    }

    /** k times a point used once. */
    static ECPoint multiply(ECPoint point, BigInteger k) {
        return point.multiply(k).normalize();
    }

    static byte[] encode(ECPoint point) {
        return point.getEncoded(true);
    }

    /** The point encoded at {@code bytes[at..at+33)}; a bad one is the other party's fault. */
    static ECPoint decode(byte[] bytes, int at, String what) {
        byte prefix = bytes[at];
        if (prefix != 2 && prefix != 3) {
            throw new PeerMisbehaved("the other party sent " + what + " that is not a compressed P-256 point");
        }
        byte[] encoded = new byte[POINT_BYTES];
        System.arraycopy(bytes, at, encoded, 0, POINT_BYTES);
        ECPoint point;
        try {
            point = PARAMS.getCurve().decodePoint(encoded);
        } catch (IllegalArgumentException e) {
            throw new PeerMisbehaved("the other party sent " + what + " that is not on P-256");
        }
        if (point.isInfinity() || !point.isValid()) {
            throw new PeerMisbehaved("the other party sent " + what + " that is not a valid P-256 point");
        }
        return point.normalize();
    }
}
