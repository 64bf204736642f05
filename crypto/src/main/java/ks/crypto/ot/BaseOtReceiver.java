package ks.crypto.ot;

import java.math.BigInteger;
import java.security.SecureRandom;
import ks.crypto.PeerMisbehaved;
import org.bouncycastle.math.ec.ECPoint;

/**
 * The receiver's side of {@value BaseOtKeys#COUNT} Chou-Orlandi base OTs: for each choice c_i it
 * sends B_i = b_iG (c_i = 0) or A + b_iG (c_i = 1), and its key is the hash of b_iA, equal to the
 * sender's key for c_i. B_i is uniform whatever c_i, so the choices stay hidden. One use.
 */
public final class BaseOtReceiver {
    private final byte[] context;
    private final boolean[] choices;
    private final SecureRandom random;
    private byte[][] keys;

    public BaseOtReceiver(byte[] context, boolean[] choices, SecureRandom random) {
        if (choices.length != BaseOtKeys.COUNT) {
            throw new IllegalArgumentException("base OTs come " + BaseOtKeys.COUNT + " at a time");
        }
        this.context = context.clone();
        this.choices = choices.clone();
        this.random = random;
    }

    /** The points B_i (33 bytes each) answering the sender's A. */
    public byte[] answer(byte[] senderMessage) {
        if (senderMessage.length != P256.POINT_BYTES) {
            throw new PeerMisbehaved("the other party's base OT message is " + senderMessage.length + " bytes, not "
                    + P256.POINT_BYTES);
        }
        ECPoint bigA = P256.decode(senderMessage, 0, "its base OT point");
        byte[] encodedA = P256.encode(bigA);
        byte[] out = new byte[BaseOtKeys.COUNT * P256.POINT_BYTES];
        keys = new byte[BaseOtKeys.COUNT][];
        for (int i = 0; i < BaseOtKeys.COUNT; i++) {
            BigInteger b = P256.randomScalar(random);
            ECPoint bG = P256.multiplyFixed(P256.generator(), b);
            ECPoint bigB = choices[i] ? bG.add(bigA).normalize() : bG;
            byte[] encodedB = P256.encode(bigB);
            System.arraycopy(encodedB, 0, out, i * P256.POINT_BYTES, P256.POINT_BYTES);
            keys[i] = BaseOtKeys.key(context, i, encodedA, encodedB, P256.multiplyFixed(bigA, b));
        }
        return out;
    }

    /** keys[i]: the key of OT i for the receiver's choice; after {@link #answer}. */
    public byte[][] keys() {
        if (keys == null) {
            throw new IllegalStateException("the base OT keys come with the answer");
        }
        return keys.clone();
    }
}
