package ks.crypto.twopc;

import java.util.List;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Garbling;

/**
 * A dual execution made ready before the inputs are known ({@link Party#prepare}): this side's
 * circuit garbled and sent, the other's tables received, the OT pools topped up. What remains,
 * {@link Party#run}, costs one evaluation and a few small messages.
 */
public final class Prepared {
    final long run;
    final BooleanCircuit circuit;
    final Garbling garbling;
    final byte[] seed;
    final List<byte[]> theirTables;
    final byte[] theirTablesHash;
    final long sentBefore;
    final long receivedBefore;

    Prepared(long run, BooleanCircuit circuit, Garbling garbling, byte[] seed, List<byte[]> theirTables, byte[] theirTablesHash,
            long sentBefore, long receivedBefore) {
        this.run = run;
        this.circuit = circuit;
        this.garbling = garbling;
        this.seed = seed;
        this.theirTables = theirTables;
        this.theirTablesHash = theirTablesHash;
        this.sentBefore = sentBefore;
        this.receivedBefore = receivedBefore;
    }
}
