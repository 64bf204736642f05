package ks.crypto.gc;

import java.util.Arrays;
import ks.crypto.block.Sha256;
import org.bouncycastle.util.Pack;

/**
 * A Boolean circuit for two parties, immutable: numbered wires; gates XOR, AND, INV and EQW (a
 * copy) in topological order, kept as primitive arrays (kind, left operand, right operand or -1
 * for the one-operand gates, output wire); the input wires each party owns, in the order that
 * party gives its bits; the output wires, in the order the outputs are revealed. Every wire is
 * assigned once (as an input or by one gate) before any gate reads it. Built with
 * {@link #builder(int)} or read by {@link BristolFashion}; its {@link #digest()} names it.
 */
public final class BooleanCircuit {
    public static final byte XOR = 0;
    public static final byte AND = 1;
    public static final byte INV = 2;
    public static final byte EQW = 3;
    /** The most wires a circuit may have. */
    public static final int MAX_WIRES = 1 << 26;

    private final int wires;
    private final byte[] kinds;
    private final int[] left;
    private final int[] right;
    private final int[] out;
    private final int[][] inputs;
    private final int[] outputs;
    private final int andGates;
    private volatile Schedule schedule;
    private volatile byte[] digest;

    private BooleanCircuit(Builder b) {
        wires = b.wires;
        kinds = Arrays.copyOf(b.kinds, b.gates);
        left = Arrays.copyOf(b.left, b.gates);
        right = Arrays.copyOf(b.right, b.gates);
        out = Arrays.copyOf(b.out, b.gates);
        inputs = new int[][] {b.inputs[0].clone(), b.inputs[1].clone()};
        outputs = b.outputs.clone();
        andGates = validate();
    }

    /** A builder for a circuit of {@code wires} wires. */
    public static Builder builder(int wires) {
        return new Builder(wires);
    }

    public int wires() {
        return wires;
    }

    public int gates() {
        return kinds.length;
    }

    /** The AND gates: each costs a garbled table of 32 bytes; the other gates are free. */
    public int andGates() {
        return andGates;
    }

    /** The most AND gates on any path through the circuit: how many batches garbling hashes one after another. */
    public int andDepth() {
        return schedule().andDepth;
    }

    /** How many input bits {@code party} (0 or 1) gives. */
    public int inputCount(int party) {
        return inputs[checkParty(party)].length;
    }

    /** The wires of {@code party}'s inputs, in the order it gives its bits. */
    public int[] inputWires(int party) {
        return inputs[checkParty(party)].clone();
    }

    public int outputCount() {
        return outputs.length;
    }

    /** The circuit's value on the two parties' inputs, computed in the clear. */
    public boolean[] evaluate(boolean[] party0, boolean[] party1) {
        checkInputs(0, party0);
        checkInputs(1, party1);
        boolean[] value = new boolean[wires];
        for (int party = 0; party < 2; party++) {
            boolean[] bits = party == 0 ? party0 : party1;
            for (int i = 0; i < bits.length; i++) {
                value[inputs[party][i]] = bits[i];
            }
        }
        for (int g = 0; g < kinds.length; g++) {
            switch (kinds[g]) {
                case XOR -> value[out[g]] = value[left[g]] ^ value[right[g]];
                case AND -> value[out[g]] = value[left[g]] & value[right[g]];
                case INV -> value[out[g]] = !value[left[g]];
                default -> value[out[g]] = value[left[g]];
            }
        }
        boolean[] result = new boolean[outputs.length];
        for (int i = 0; i < outputs.length; i++) {
            result[i] = value[outputs[i]];
        }
        return result;
    }

    /** SHA-256 of the circuit's arrays: two parties with the same digest hold the same circuit. */
    public byte[] digest() {
        byte[] d = digest;
        if (d == null) {
            Sha256 sha = new Sha256("ks/gc/circuit/v1");
            update(sha, wires, kinds.length, inputs[0].length, inputs[1].length, outputs.length);
            sha.raw(kinds, 0, kinds.length);
            update(sha, left);
            update(sha, right);
            update(sha, out);
            update(sha, inputs[0]);
            update(sha, inputs[1]);
            update(sha, outputs);
            d = sha.finish();
            digest = d;
        }
        return d.clone();
    }

    void checkInputs(int party, boolean[] bits) {
        if (bits.length != inputs[party].length) {
            throw new IllegalArgumentException("party " + party + " gives " + inputs[party].length + " input bits to this circuit, not "
                    + bits.length);
        }
    }

    Schedule schedule() {
        Schedule s = schedule;
        if (s == null) {
            s = new Schedule(this);
            schedule = s;
        }
        return s;
    }

    byte kind(int gate) {
        return kinds[gate];
    }

    int left(int gate) {
        return left[gate];
    }

    int right(int gate) {
        return right[gate];
    }

    int out(int gate) {
        return out[gate];
    }

    int inputWire(int party, int index) {
        return inputs[party][index];
    }

    int outputWire(int index) {
        return outputs[index];
    }

    private static int checkParty(int party) {
        if (party != 0 && party != 1) {
            throw new IllegalArgumentException("a party is 0 or 1, not " + party);
        }
        return party;
    }

    private int validate() {
        if (wires < 1 || wires > MAX_WIRES) {
            throw new IllegalArgumentException("a circuit has 1 to " + MAX_WIRES + " wires, not " + wires);
        }
        boolean[] assigned = new boolean[wires];
        for (int party = 0; party < 2; party++) {
            for (int w : inputs[party]) {
                wire(w, "party " + party + "'s input");
                if (assigned[w]) {
                    throw new IllegalArgumentException("wire " + w + " is an input twice");
                }
                assigned[w] = true;
            }
        }
        int ands = 0;
        for (int g = 0; g < kinds.length; g++) {
            byte kind = kinds[g];
            if (kind < XOR || kind > EQW) {
                throw new IllegalArgumentException("gate " + g + " has an unknown kind " + kind);
            }
            boolean binary = kind == XOR || kind == AND;
            read(assigned, g, left[g]);
            if (binary) {
                read(assigned, g, right[g]);
            } else if (right[g] != -1) {
                throw new IllegalArgumentException("gate " + g + " has one operand; its right operand must be -1");
            }
            wire(out[g], "gate " + g + "'s output");
            if (assigned[out[g]]) {
                throw new IllegalArgumentException("gate " + g + " assigns wire " + out[g] + ", which is already assigned");
            }
            assigned[out[g]] = true;
            if (kind == AND) {
                ands++;
            }
        }
        if (outputs.length == 0) {
            throw new IllegalArgumentException("a circuit has at least one output");
        }
        for (int w : outputs) {
            wire(w, "an output");
            if (!assigned[w]) {
                throw new IllegalArgumentException("output wire " + w + " is never assigned");
            }
        }
        return ands;
    }

    private void read(boolean[] assigned, int gate, int w) {
        wire(w, "gate " + gate + "'s operand");
        if (!assigned[w]) {
            throw new IllegalArgumentException("gate " + gate + " reads wire " + w + " before it is assigned");
        }
    }

    private void wire(int w, String what) {
        if (w < 0 || w >= wires) {
            throw new IllegalArgumentException(what + " is wire " + w + ", outside 0.." + (wires - 1));
        }
    }

    private static void update(Sha256 sha, int... values) {
        byte[] bytes = new byte[4 * Math.min(values.length, 4096)];
        for (int from = 0; from < values.length; from += 4096) {
            int n = Math.min(4096, values.length - from);
            for (int i = 0; i < n; i++) {
                Pack.intToBigEndian(values[from + i], bytes, 4 * i);
            }
            sha.raw(bytes, 0, 4 * n);
        }
    }

    /** Collects a circuit's parts; {@link #build()} checks them all. */
    public static final class Builder {
        private final int wires;
        private byte[] kinds = new byte[16];
        private int[] left = new int[16];
        private int[] right = new int[16];
        private int[] out = new int[16];
        private int gates;
        private final int[][] inputs = {new int[0], new int[0]};
        private int[] outputs = new int[0];

        private Builder(int wires) {
            this.wires = wires;
        }

        /** The wires of {@code party}'s inputs, in the order it gives its bits. */
        public Builder inputs(int party, int... wireNumbers) {
            inputs[checkParty(party)] = wireNumbers.clone();
            return this;
        }

        /** The output wires, in the order the outputs are revealed. */
        public Builder outputs(int... wireNumbers) {
            outputs = wireNumbers.clone();
            return this;
        }

        public Builder xor(int a, int b, int output) {
            return gate(XOR, a, b, output);
        }

        public Builder and(int a, int b, int output) {
            return gate(AND, a, b, output);
        }

        public Builder inv(int a, int output) {
            return gate(INV, a, -1, output);
        }

        public Builder eqw(int a, int output) {
            return gate(EQW, a, -1, output);
        }

        /** Appends gates given as arrays of equal length (right operand -1 for INV and EQW). */
        public Builder gates(byte[] kindsOf, int[] leftOf, int[] rightOf, int[] outOf) {
            if (leftOf.length != kindsOf.length || rightOf.length != kindsOf.length || outOf.length != kindsOf.length) {
                throw new IllegalArgumentException("the gate arrays differ in length");
            }
            for (int g = 0; g < kindsOf.length; g++) {
                gate(kindsOf[g], leftOf[g], rightOf[g], outOf[g]);
            }
            return this;
        }

        /** Appends one gate (right operand -1 for INV and EQW). */
        public Builder gate(byte kind, int a, int b, int output) {
            if (gates == kinds.length) {
                int size = Math.max(16, gates * 2);
                kinds = Arrays.copyOf(kinds, size);
                left = Arrays.copyOf(left, size);
                right = Arrays.copyOf(right, size);
                out = Arrays.copyOf(out, size);
            }
            kinds[gates] = kind;
            left[gates] = a;
            right[gates] = b;
            out[gates] = output;
            gates++;
            return this;
        }

        /** The circuit; throws {@link IllegalArgumentException} naming the first thing wrong. */
        public BooleanCircuit build() {
            return new BooleanCircuit(this);
        }
    }
}
