package ks.engine.circuit;

import java.util.ArrayList;
import java.util.List;

/**
 * A Boolean circuit of XOR, AND and INV gates between two parties, as an immutable value made
 * by {@link CircuitBuilder}. Wires 0 to {@code inputCount - 1} are the inputs, in the order of
 * {@link #inputs()}; gate {@code g} (in topological order) reads {@code in0[g]} (and
 * {@code in1[g]}, -1 for INV) and writes wire {@code inputCount + g}, which {@link #outs()}
 * also lists. Each named input has an owner, each named output an {@link Audience}. It
 * evaluates itself in the clear ({@link #eval}) and counts its AND gates and its AND depth (the
 * most AND gates on one path from an input to an output).
 */
public final class Circuit {

    /** Gate kinds as they appear in {@link #ops()}. */
    public static final int XOR = 0;
    public static final int AND = 1;
    public static final int INV = 2;

    private final int inputCount;
    private final int[] ops;
    private final int[] in0;
    private final int[] in1;
    private final List<Input> inputs;
    private final List<Output> outputs;
    private final int andCount;
    private final int depth;

    /** A named input: its wires, least significant bit first, and the party that feeds them. */
    public record Input(String name, Party owner, int[] wires) {
        public Input {
            wires = wires.clone();
        }

        @Override
        public int[] wires() {
            return wires.clone();
        }

        public int width() {
            return wires.length;
        }
    }

    /** A named output: its wires, least significant bit first, and who may read them. */
    public record Output(String name, Audience audience, int[] wires) {
        public Output {
            wires = wires.clone();
        }

        @Override
        public int[] wires() {
            return wires.clone();
        }

        public int width() {
            return wires.length;
        }
    }

    Circuit(int inputCount, int[] ops, int[] in0, int[] in1, List<Input> inputs, List<Output> outputs) {
        this.inputCount = inputCount;
        this.ops = ops;
        this.in0 = in0;
        this.in1 = in1;
        this.inputs = List.copyOf(inputs);
        this.outputs = List.copyOf(outputs);
        int[] level = new int[inputCount + ops.length];
        int ands = 0;
        int deepest = 0;
        for (int g = 0; g < ops.length; g++) {
            int d = level[in0[g]];
            if (in1[g] >= 0) {
                d = Math.max(d, level[in1[g]]);
            }
            if (ops[g] == AND) {
                ands++;
                d++;
            }
            level[inputCount + g] = d;
        }
        for (Output out : outputs) {
            for (int w : out.wires) {
                deepest = Math.max(deepest, level[w]);
            }
        }
        this.andCount = ands;
        this.depth = deepest;
    }

    /** Every wire: inputs and gate outputs. */
    public int wireCount() {
        return inputCount + ops.length;
    }

    public int inputCount() {
        return inputCount;
    }

    public int gateCount() {
        return ops.length;
    }

    /** The kind of each gate ({@link #XOR}, {@link #AND}, {@link #INV}), in evaluation order. */
    public int[] ops() {
        return ops.clone();
    }

    /** The first input wire of each gate. */
    public int[] in0() {
        return in0.clone();
    }

    /** The second input wire of each gate, -1 for INV. */
    public int[] in1() {
        return in1.clone();
    }

    /** The wire each gate writes: {@code inputCount() + g}. */
    public int[] outs() {
        int[] outs = new int[ops.length];
        for (int g = 0; g < outs.length; g++) {
            outs[g] = inputCount + g;
        }
        return outs;
    }

    /** The named inputs in wire order. */
    public List<Input> inputs() {
        return inputs;
    }

    /** The named outputs in the order of {@link #eval}'s result. */
    public List<Output> outputs() {
        return outputs;
    }

    /** The inputs of one party, in wire order. */
    public List<Input> inputs(Party owner) {
        List<Input> mine = new ArrayList<>();
        for (Input in : inputs) {
            if (in.owner() == owner) {
                mine.add(in);
            }
        }
        return mine;
    }

    /** How many input bits {@code owner} feeds. */
    public int inputWidth(Party owner) {
        int n = 0;
        for (Input in : inputs(owner)) {
            n += in.width();
        }
        return n;
    }

    /** How many output bits there are. */
    public int outputWidth() {
        int n = 0;
        for (Output out : outputs) {
            n += out.width();
        }
        return n;
    }

    /** The output of that name, or null. */
    public Output output(String name) {
        for (Output out : outputs) {
            if (out.name().equals(name)) {
                return out;
            }
        }
        return null;
    }

    /** Where the output of that name starts in {@link #eval}'s result; -1 when there is none. */
    public int outputOffset(String name) {
        int offset = 0;
        for (Output out : outputs) {
            if (out.name().equals(name)) {
                return offset;
            }
            offset += out.width();
        }
        return -1;
    }

    /** The number of AND gates: what the two processes pay for. */
    public int andCount() {
        return andCount;
    }

    /** The AND depth: the most AND gates on any path from an input to an output. */
    public int depth() {
        return depth;
    }

    /**
     * Evaluates the circuit in the clear. Each party's bits are its inputs' bits one input after
     * another, in the order of {@link #inputs(Party)}; the result is every output's bits in the
     * order of {@link #outputs()}.
     */
    public boolean[] eval(boolean[] moverIn, boolean[] opponentIn) {
        checkWidth(Party.MOVER, moverIn);
        checkWidth(Party.OPPONENT, opponentIn);
        boolean[] w = new boolean[wireCount()];
        int mover = 0;
        int opponent = 0;
        for (Input in : inputs) {
            for (int wire : in.wires) {
                w[wire] = in.owner() == Party.MOVER ? moverIn[mover++] : opponentIn[opponent++];
            }
        }
        int[] kinds = ops;
        int[] a = in0;
        int[] b = in1;
        for (int g = 0, n = kinds.length; g < n; g++) {
            int kind = kinds[g];
            boolean x = w[a[g]];
            w[inputCount + g] = kind == XOR ? x ^ w[b[g]] : kind == AND ? x & w[b[g]] : !x;
        }
        boolean[] result = new boolean[outputWidth()];
        int i = 0;
        for (Output out : outputs) {
            for (int wire : out.wires) {
                result[i++] = w[wire];
            }
        }
        return result;
    }

    private void checkWidth(Party owner, boolean[] bits) {
        if (bits.length != inputWidth(owner)) {
            throw new IllegalArgumentException(owner + " feeds " + inputWidth(owner) + " bits, got " + bits.length);
        }
    }

    @Override
    public String toString() {
        return "circuit of " + ops.length + " gates (" + andCount + " AND, depth " + depth + "), "
                + inputWidth(Party.MOVER) + "+" + inputWidth(Party.OPPONENT) + " input bits, " + outputWidth()
                + " output bits";
    }
}
