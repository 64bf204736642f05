package ks.crypto.ot;

import java.math.BigInteger;
import java.security.SecureRandom;
import ks.crypto.PeerMisbehaved;
import org.bouncycastle.math.ec.ECPoint;

/**
 * The sender's side of {@value BaseOtKeys#COUNT} base OTs of Chou and Orlandi, "The Simplest Protocol
 * for Oblivious Transfer" (LATINCRYPT 2015), over P-256: it sends A = aG ({@link #message()}); from
 * the receiver's points B_i it derives both keys of each OT, from aB_i (choice 0) and a(B_i - A)
 * (choice 1). The {@code context} (session id and direction) is hashed into every key. One use.
 */
public final class BaseOtSender {
    private final byte[] context;
    private final BigInteger a;
    private final ECPoint bigA;
    private final byte[] encodedA;

    public BaseOtSender(byte[] context, SecureRandom random) {
        this.context = context.clone();
        a = P256.randomScalar(random);
        bigA = P256.multiplyFixed(P256.generator(), a);
        encodedA = P256.encode(bigA);
    }

    /** The point A, 33 bytes. */
    public byte[] message() {
        return encodedA.clone();
    }

    /** keys[i][c]: the 16-byte key of OT i for choice c, from the receiver's message. */
    public byte[][][] keys(byte[] receiverMessage) {
        if (receiverMessage.length != BaseOtKeys.COUNT * P256.POINT_BYTES) {
            throw new PeerMisbehaved("the other party's base OT answer is " + receiverMessage.length + " bytes, not "
                    + BaseOtKeys.COUNT * P256.POINT_BYTES);
        }
        ECPoint aA = P256.multiply(bigA, a);
        byte[][][] keys = new byte[BaseOtKeys.COUNT][][];
        for (int i = 0; i < BaseOtKeys.COUNT; i++) {
            ECPoint b = P256.decode(receiverMessage, i * P256.POINT_BYTES, "a base OT point");
            byte[] encodedB = P256.encode(b);
            ECPoint shared = P256.multiply(b, a);
            ECPoint other = shared.subtract(aA).normalize();
            keys[i] = new byte[][] {
                BaseOtKeys.key(context, i, encodedA, encodedB, shared),
                BaseOtKeys.key(context, i, encodedA, encodedB, other),
            };
        }
        return keys;
    }
}
