package ks.crypto.gc;

import java.util.List;
import ks.crypto.block.Blocks;
import ks.crypto.block.CorrelationRobustHash;

/**
 * Evaluates garbled tables: given one label per input wire, computes one label per wire in
 * {@link Schedule} order (XOR of labels for XOR, a copy for INV and EQW, the two half-gates for AND)
 * and returns the output wires' labels. It never learns a wire's value; the output decoding bits
 * turn output labels into values ({@link #decode}).
 */
public final class Evaluator {
    private Evaluator() {
    }

    /**
     * The output labels of {@code circuit} garbled as {@code instance}, from its tables (in chunks as
     * {@link Garbler} cut them) and the labels of party 0's inputs then party 1's.
     */
    public static long[] evaluate(BooleanCircuit circuit, long instance, List<byte[]> chunks, long[] inputLabels) {
        int n0 = circuit.inputCount(0);
        int n1 = circuit.inputCount(1);
        if (inputLabels.length != 2 * (n0 + n1)) {
            throw new IllegalArgumentException("the circuit has " + (n0 + n1) + " input labels, not " + inputLabels.length / 2);
        }
        if (chunks.size() != Garbler.chunks(circuit)) {
            throw new IllegalArgumentException("the circuit's tables are " + Garbler.chunks(circuit) + " chunks, not " + chunks.size());
        }
        for (int c = 0; c < chunks.size(); c++) {
            if (chunks.get(c).length != Garbler.chunkBytes(circuit, c)) {
                throw new IllegalArgumentException("chunk " + c + " of the tables has the wrong length");
            }
        }
        long[] label = new long[2 * circuit.wires()];
        for (int i = 0; i < n0 + n1; i++) {
            int w = i < n0 ? circuit.inputWire(0, i) : circuit.inputWire(1, i - n0);
            label[2 * w] = inputLabels[2 * i];
            label[2 * w + 1] = inputLabels[2 * i + 1];
        }
        circuit.schedule().walk(new Run(circuit, instance, chunks, label));
        long[] outputs = new long[2 * circuit.outputCount()];
        for (int i = 0; i < circuit.outputCount(); i++) {
            int w = circuit.outputWire(i);
            outputs[2 * i] = label[2 * w];
            outputs[2 * i + 1] = label[2 * w + 1];
        }
        return outputs;
    }

    /** The output values: each label's colour bit XOR its decoding bit. */
    public static boolean[] decode(long[] outputLabels, byte[] decoding) {
        int outputs = outputLabels.length / 2;
        if (decoding.length != (outputs + 7) / 8) {
            throw new IllegalArgumentException(outputs + " outputs need " + (outputs + 7) / 8 + " bytes of decoding bits");
        }
        boolean[] values = new boolean[outputs];
        for (int i = 0; i < outputs; i++) {
            boolean d = (decoding[i >>> 3] >>> (i & 7) & 1) != 0;
            values[i] = ((outputLabels[2 * i] & 1) != 0) ^ d;
        }
        return values;
    }

    private static final class Run implements Schedule.Steps {
        private final BooleanCircuit circuit;
        private final long instance;
        private final List<byte[]> chunks;
        private final long[] label;
        private final CorrelationRobustHash hash = new CorrelationRobustHash();
        private final long[] in = new long[4 * Schedule.MAX_BATCH];
        private final long[] tweak = new long[4 * Schedule.MAX_BATCH];
        private final long[] h = new long[4 * Schedule.MAX_BATCH];
        private long andIndex;

        Run(BooleanCircuit circuit, long instance, List<byte[]> chunks, long[] label) {
            this.circuit = circuit;
            this.instance = instance;
            this.chunks = chunks;
            this.label = label;
        }


        @Override
        public void free(int[] order, int from, int to) {
            for (int i = from; i < to; i++) {
                int g = order[i];
                int a = 2 * circuit.left(g);
                int o = 2 * circuit.out(g);
                if (circuit.kind(g) == BooleanCircuit.XOR) {
                    int b = 2 * circuit.right(g);
                    label[o] = label[a] ^ label[b];
                    label[o + 1] = label[a + 1] ^ label[b + 1];
                } else {
                    label[o] = label[a];
                    label[o + 1] = label[a + 1];
                }
            }
        }

        @Override
        public void ands(int[] order, int from, int to) {
            int n = to - from;
            for (int i = 0; i < n; i++) {
                int g = order[from + i];
                int a = 2 * circuit.left(g);
                int b = 2 * circuit.right(g);
                int at = 4 * i;
                in[at] = label[a];
                in[at + 1] = label[a + 1];
                in[at + 2] = label[b];
                in[at + 3] = label[b + 1];
                long k = 2 * (andIndex + i);
                tweak[at] = k;
                tweak[at + 1] = instance;
                tweak[at + 2] = k + 1;
                tweak[at + 3] = instance;
            }
            hash.hash(in, tweak, h, 2 * n);
            for (int i = 0; i < n; i++) {
                int g = order[from + i];
                int a = 2 * circuit.left(g);
                int b = 2 * circuit.right(g);
                long gate = andIndex + i;
                byte[] chunk = chunks.get((int) (gate / Garbler.CHUNK_GATES));
                int t = (int) (gate % Garbler.CHUNK_GATES) * Garbler.TABLE_BYTES;
                long sa = -(label[a] & 1);
                long sb = -(label[b] & 1);
                int at = 4 * i;
                long wg0 = h[at] ^ (sa & Blocks.getLong(chunk, t));
                long wg1 = h[at + 1] ^ (sa & Blocks.getLong(chunk, t + 8));
                long we0 = h[at + 2] ^ (sb & (Blocks.getLong(chunk, t + 16) ^ label[a]));
                long we1 = h[at + 3] ^ (sb & (Blocks.getLong(chunk, t + 24) ^ label[a + 1]));
                int o = 2 * circuit.out(g);
                label[o] = wg0 ^ we0;
                label[o + 1] = wg1 ^ we1;
            }
            andIndex += n;
        }
    }
}
