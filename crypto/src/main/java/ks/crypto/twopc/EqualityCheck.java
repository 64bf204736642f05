package ks.crypto.twopc;

import java.security.MessageDigest;
import ks.crypto.block.Blocks;
import ks.crypto.block.Sha256;
import org.bouncycastle.util.Pack;
/**
 * The check that ends a dual execution. Each party forms h from the output value it decoded: the
 * labels of party 0's circuit and of party 1's circuit for that value (one set computed from its
 * own Δ, the other obtained by evaluating). It sends τ = SHA-256(tag, its role, session, run, h)
 * and compares the other's τ with the one it computes for the other's role from its own h. When
 * the two values differ, h holds labels the other party never obtained, so τ tells it nothing
 * but "different".
 */
final class EqualityCheck {
    private EqualityCheck() {
    }

    static byte[] value(byte[] sessionId, long run, long[] party0Labels, long[] party1Labels) {
        return Sha256.of("ks/2pc/equality-value/v1", sessionId, Pack.longToBigEndian(run), Blocks.toBytes(party0Labels),
                Blocks.toBytes(party1Labels));
    }

    static byte[] proof(int role, byte[] sessionId, long run, byte[] value) {
        return Sha256.of("ks/2pc/equality-proof/v1", new byte[] {(byte) role}, sessionId, Pack.longToBigEndian(run), value);
    }

    /** Whether the other party's proof is the one its role gives for this party's own value. */
    static boolean matches(byte[] theirProof, int theirRole, byte[] sessionId, long run, byte[] myValue) {
        return MessageDigest.isEqual(theirProof, proof(theirRole, sessionId, run, myValue));
    }

}
