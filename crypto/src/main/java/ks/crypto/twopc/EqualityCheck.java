package ks.crypto.twopc;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import ks.crypto.block.Blocks;
import org.bouncycastle.crypto.digests.SHA256Digest;
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
        SHA256Digest sha = new SHA256Digest();
        part(sha, "ks/2pc/equality-value/v1".getBytes(StandardCharsets.US_ASCII));
        part(sha, sessionId);
        part(sha, Pack.longToBigEndian(run));
        part(sha, Blocks.toBytes(party0Labels));
        part(sha, Blocks.toBytes(party1Labels));
        return finish(sha);
    }

    static byte[] proof(int role, byte[] sessionId, long run, byte[] value) {
        SHA256Digest sha = new SHA256Digest();
        part(sha, "ks/2pc/equality-proof/v1".getBytes(StandardCharsets.US_ASCII));
        part(sha, new byte[] {(byte) role});
        part(sha, sessionId);
        part(sha, Pack.longToBigEndian(run));
        part(sha, value);
        return finish(sha);
    }

    /** Whether the other party's proof is the one its role gives for this party's own value. */
    static boolean matches(byte[] theirProof, int theirRole, byte[] sessionId, long run, byte[] myValue) {
        return MessageDigest.isEqual(theirProof, proof(theirRole, sessionId, run, myValue));
    }

    private static void part(SHA256Digest sha, byte[] bytes) {
        sha.update(Pack.intToBigEndian(bytes.length), 0, 4);
        sha.update(bytes, 0, bytes.length);
    }

    private static byte[] finish(SHA256Digest sha) {
        byte[] out = new byte[32];
        sha.doFinal(out, 0);
        return out;
    }
}
