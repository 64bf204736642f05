package ks.crypto.gc;

import java.nio.charset.StandardCharsets;
import ks.crypto.block.Blocks;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.util.Pack;

/**
 * Names everything a garbler sent about one garbled circuit, for the transcript: SHA-256 over a
 * tag, the instance number, the circuit's digest, the SHA-256 of its tables, the labels of the
 * garbler's own inputs and the output decoding bits. Garbler and evaluator compute it from what
 * they sent and received; {@link #expected} computes it again from a revealed seed.
 */
public final class GarblingDigest {
    private GarblingDigest() {
    }

    /** The digest of a garbling as sent or received. */
    public static byte[] of(long instance, byte[] circuitDigest, byte[] tablesHash, long[] garblerInputLabels,
            byte[] decoding) {
        SHA256Digest sha = new SHA256Digest();
        part(sha, "ks/gc/garbling/v1".getBytes(StandardCharsets.US_ASCII));
        part(sha, Pack.longToBigEndian(instance));
        part(sha, circuitDigest);
        part(sha, tablesHash);
        part(sha, Blocks.toBytes(garblerInputLabels));
        part(sha, decoding);
        byte[] out = new byte[32];
        sha.doFinal(out, 0);
        return out;
    }

    /**
     * The digest the garbler of {@code instance} should have sent, from its revealed seed and the
     * inputs it claims: the check a game makes at its end.
     */
    public static byte[] expected(BooleanCircuit circuit, byte[] seed, long instance, int garbler, boolean[] garblerInputs) {
        Garbling again = Garbling.regarble(circuit, seed, instance);
        return of(instance, circuit.digest(), again.tablesHash(), again.inputLabels(garbler, garblerInputs),
                again.decoding());
    }

    /** SHA-256 of tables received in chunks, as {@link Garbling#tablesHash()} computes it. */
    public static byte[] tables(Iterable<byte[]> chunks) {
        SHA256Digest sha = new SHA256Digest();
        for (byte[] chunk : chunks) {
            sha.update(chunk, 0, chunk.length);
        }
        byte[] out = new byte[32];
        sha.doFinal(out, 0);
        return out;
    }

    /** SHA-256 of labels (an evaluator's input labels obtained by OT), to compare after a reveal. */
    public static byte[] labels(long[] labels) {
        SHA256Digest sha = new SHA256Digest();
        part(sha, "ks/gc/labels/v1".getBytes(StandardCharsets.US_ASCII));
        part(sha, Blocks.toBytes(labels));
        byte[] out = new byte[32];
        sha.doFinal(out, 0);
        return out;
    }

    private static void part(SHA256Digest sha, byte[] bytes) {
        sha.update(Pack.intToBigEndian(bytes.length), 0, 4);
        sha.update(bytes, 0, bytes.length);
    }
}
