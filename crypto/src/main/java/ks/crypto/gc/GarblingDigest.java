package ks.crypto.gc;

import ks.crypto.block.Blocks;
import ks.crypto.block.Sha256;
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
        return Sha256.of("ks/gc/garbling/v1", Pack.longToBigEndian(instance), circuitDigest, tablesHash,
                Blocks.toBytes(garblerInputLabels), decoding);
    }

    /**
     * The digest the garbler of {@code instance} should have sent, from its revealed seed and the
     * inputs it claims: the check a game makes at its end.
     */
    public static byte[] expected(BooleanCircuit circuit, byte[] seed, long instance, int garbler, boolean[] garblerInputs) {
        return expected(circuit, Garbling.regarble(circuit, seed, instance), instance, garbler, garblerInputs);
    }

    /**
     * As above, from the garbling {@code again} already made again from the revealed seed, so a
     * check that needs it for more (the evaluator's labels) garbles the circuit once, not twice.
     */
    public static byte[] expected(BooleanCircuit circuit, Garbling again, long instance, int garbler,
            boolean[] garblerInputs) {
        return of(instance, circuit.digest(), again.tablesHash(), again.inputLabels(garbler, garblerInputs),
                again.decoding());
    }

    /** SHA-256 of tables received in chunks, as {@link Garbling#tablesHash()} computes it. */
    public static byte[] tables(Iterable<byte[]> chunks) {
        Sha256 sha = Sha256.plain();
        for (byte[] chunk : chunks) {
            sha.raw(chunk, 0, chunk.length);
        }
        return sha.finish();
    }

    /** SHA-256 of labels (an evaluator's input labels obtained by OT), to compare after a reveal. */
    public static byte[] labels(long[] labels) {
        return Sha256.of("ks/gc/labels/v1", Blocks.toBytes(labels));
    }
}
