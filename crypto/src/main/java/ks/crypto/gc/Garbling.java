package ks.crypto.gc;

import ks.crypto.block.Blocks;

/**
 * What a garbler keeps of one garbled circuit, all secret until the garbling is checked: Δ, the
 * zero labels of every input and output wire, and the hash of the tables it sent. From these it
 * hands out the labels it sends (its own inputs' labels, both labels for the evaluator's OTs), the
 * output decoding bits, its own circuit's labels for a given output value (for the equality check),
 * and it reads back output labels an evaluator returns. Labels are blocks, two longs each
 * ({@link Blocks}).
 */
public final class Garbling {
    private final int party0Inputs;
    private final long[] delta;
    private final long[] inputZero;
    private final long[] outputZero;
    private final byte[] tablesHash;

    Garbling(int party0Inputs, long[] delta, long[] inputZero, long[] outputZero, byte[] tablesHash) {
        this.party0Inputs = party0Inputs;
        this.delta = delta;
        this.inputZero = inputZero;
        this.outputZero = outputZero;
        this.tablesHash = tablesHash;
    }

    /** Garbles {@code circuit} again from a revealed seed, without the tables, to check it. */
    public static Garbling regarble(BooleanCircuit circuit, byte[] seed, long instance) {
        return Garbler.garble(circuit, seed, instance, chunk -> { });
    }

    /** SHA-256 of all the tables, in the order they were sent. */
    public byte[] tablesHash() {
        return tablesHash.clone();
    }

    /** The labels of {@code party}'s inputs for the values {@code bits}. */
    public long[] inputLabels(int party, boolean[] bits) {
        int from = first(party, bits.length);
        long[] labels = new long[2 * bits.length];
        for (int i = 0; i < bits.length; i++) {
            long m = bits[i] ? -1L : 0L;
            labels[2 * i] = inputZero[2 * (from + i)] ^ (m & delta[0]);
            labels[2 * i + 1] = inputZero[2 * (from + i) + 1] ^ (m & delta[1]);
        }
        return labels;
    }

    /** The labels of all of {@code party}'s inputs for the value {@code value} (0 or 1). */
    public long[] inputLabels(int party, boolean value, int count) {
        boolean[] bits = new boolean[count];
        java.util.Arrays.fill(bits, value);
        return inputLabels(party, bits);
    }

    /** The output decoding bits, packed eight to a byte from the lowest bit: each zero label's colour. */
    public byte[] decoding() {
        int outputs = outputZero.length / 2;
        byte[] bits = new byte[(outputs + 7) / 8];
        for (int i = 0; i < outputs; i++) {
            if ((outputZero[2 * i] & 1) != 0) {
                bits[i >>> 3] |= (byte) (1 << (i & 7));
            }
        }
        return bits;
    }

    /** This garbling's output labels for the output values {@code values}. */
    public long[] outputLabels(boolean[] values) {
        if (values.length != outputZero.length / 2) {
            throw new IllegalArgumentException("the circuit has " + outputZero.length / 2 + " outputs, not " + values.length);
        }
        long[] labels = new long[outputZero.length];
        for (int i = 0; i < values.length; i++) {
            long m = values[i] ? -1L : 0L;
            labels[2 * i] = outputZero[2 * i] ^ (m & delta[0]);
            labels[2 * i + 1] = outputZero[2 * i + 1] ^ (m & delta[1]);
        }
        return labels;
    }

    /**
     * The output values of labels an evaluator returned, or null if any of them is neither of its
     * wire's two labels.
     */
    public boolean[] readOutputLabels(long[] labels) {
        if (labels.length != outputZero.length) {
            return null;
        }
        boolean[] values = new boolean[labels.length / 2];
        for (int i = 0; i < values.length; i++) {
            long x0 = labels[2 * i] ^ outputZero[2 * i];
            long x1 = labels[2 * i + 1] ^ outputZero[2 * i + 1];
            if (x0 == 0 && x1 == 0) {
                values[i] = false;
            } else if (x0 == delta[0] && x1 == delta[1]) {
                values[i] = true;
            } else {
                return null;
            }
        }
        return values;
    }

    private int first(int party, int count) {
        int inputs = party == 0 ? party0Inputs : inputZero.length / 2 - party0Inputs;
        if (party != 0 && party != 1 || count != inputs) {
            throw new IllegalArgumentException("party " + party + " has " + inputs + " inputs, not " + count);
        }
        return party == 0 ? 0 : party0Inputs;
    }
}
