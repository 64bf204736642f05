package ks.engine.circuit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link Circuit} gate by gate. A bit is an {@code int}: a wire number, or one of the
 * constants {@link #ZERO} and {@link #ONE}, which are folded away as gates are made, so a built
 * circuit has no constant wires, only the parties' inputs. XOR and NOT are free in garbling, AND
 * is the cost; OR is made as {@code a ^ b ^ (a & b)} (one AND). With structural hashing (the
 * default) a gate identical to one made before is that gate, so shared sub-circuits are paid
 * once; inversions are pushed out of XOR gates so that more of them meet. {@link #build} keeps
 * only the gates some output needs. Not thread-safe; single use.
 */
public final class CircuitBuilder {

    /** The constant 0. */
    public static final int ZERO = -1;
    /** The constant 1. */
    public static final int ONE = -2;

    private static final byte XOR = (byte) Circuit.XOR;
    private static final byte AND = (byte) Circuit.AND;
    private static final byte INV = (byte) Circuit.INV;
    private static final byte INPUT = 3;
    private static final int NONE = -3;

    private final boolean hashing;
    private final Map<Long, Integer> known = new HashMap<>();
    private final List<PendingInput> inputs = new ArrayList<>();
    private final List<Circuit.Output> outputs = new ArrayList<>();
    private byte[] op = new byte[1 << 16];
    private int[] left = new int[1 << 16];
    private int[] right = new int[1 << 16];
    private int[] inverse = new int[1 << 16];
    private int wires;

    private record PendingInput(String name, Party owner, int[] wires) {
    }

    /** A builder with structural hashing. */
    public CircuitBuilder() {
        this(true);
    }

    /** A builder with or without structural hashing of identical gates. */
    public CircuitBuilder(boolean structuralHashing) {
        this.hashing = structuralHashing;
    }

    /** Whether {@code bit} is one of the constants. */
    public static boolean isConstant(int bit) {
        return bit == ZERO || bit == ONE;
    }

    /** The constant bit for {@code value}. */
    public static int constant(boolean value) {
        return value ? ONE : ZERO;
    }

    /** A new input of {@code width} bits fed by {@code owner}, least significant bit first. */
    public int[] input(Party owner, String name, int width) {
        for (PendingInput in : inputs) {
            if (in.name().equals(name) && in.owner() == owner) {
                throw new IllegalArgumentException("input " + owner + " " + name + " declared twice");
            }
        }
        int[] bits = new int[width];
        for (int i = 0; i < width; i++) {
            bits[i] = newWire(INPUT, NONE, NONE);
        }
        inputs.add(new PendingInput(name, owner, bits));
        return bits.clone();
    }

    /** A new 64-bit input, bit n being square n. */
    public Word inputWord(Party owner, String name) {
        return new Word(this, input(owner, name, Word.SIZE));
    }

    /** Declares an output: {@code bits} (least significant first) that {@code audience} may read. */
    public void output(String name, Audience audience, int... bits) {
        for (Circuit.Output out : outputs) {
            if (out.name().equals(name)) {
                throw new IllegalArgumentException("output " + name + " declared twice");
            }
        }
        outputs.add(new Circuit.Output(name, audience, bits.clone()));
    }

    /** The exclusive or of two bits (free). */
    public int xor(int x, int y) {
        if (x == ZERO) {
            return y;
        }
        if (y == ZERO) {
            return x;
        }
        if (x == ONE) {
            return not(y);
        }
        if (y == ONE) {
            return not(x);
        }
        int bx = op[x] == INV ? left[x] : x;
        int by = op[y] == INV ? left[y] : y;
        boolean flip = (bx != x) ^ (by != y);
        int r = bx == by ? ZERO : gate(XOR, bx, by);
        return flip ? not(r) : r;
    }

    /** The conjunction of two bits: one AND gate unless folded or already made. */
    public int and(int x, int y) {
        if (x == ZERO || y == ZERO) {
            return ZERO;
        }
        if (x == ONE) {
            return y;
        }
        if (y == ONE || x == y) {
            return x;
        }
        if (inverse[x] == y) {
            return ZERO;
        }
        return gate(AND, x, y);
    }

    /** The negation of a bit (free). */
    public int not(int x) {
        if (x == ZERO) {
            return ONE;
        }
        if (x == ONE) {
            return ZERO;
        }
        if (inverse[x] != NONE) {
            return inverse[x];
        }
        int w = newWire(INV, x, NONE);
        inverse[x] = w;
        inverse[w] = x;
        return w;
    }

    /** The disjunction of two bits: {@code x ^ y ^ (x & y)}, one AND gate. */
    public int or(int x, int y) {
        return xor(xor(x, y), and(x, y));
    }

    /** {@code ifOne} when {@code select} is 1, else {@code ifZero}: one AND gate. */
    public int mux(int select, int ifZero, int ifOne) {
        return xor(ifZero, and(select, xor(ifZero, ifOne)));
    }

    /** The disjunction of all {@code bits}, as a balanced tree (n - 1 AND gates at most). */
    public int orAll(int... bits) {
        return reduce(bits, true);
    }

    /** The conjunction of all {@code bits}, as a balanced tree. */
    public int andAll(int... bits) {
        return reduce(bits, false);
    }

    private int reduce(int[] bits, boolean or) {
        int[] level = bits.clone();
        int n = level.length;
        if (n == 0) {
            return or ? ZERO : ONE;
        }
        while (n > 1) {
            int m = 0;
            for (int i = 0; i + 1 < n; i += 2) {
                level[m++] = or ? or(level[i], level[i + 1]) : and(level[i], level[i + 1]);
            }
            if (n % 2 == 1) {
                level[m++] = level[n - 1];
            }
            n = m;
        }
        return level[0];
    }

    /** The number of AND gates made so far (before unused ones are dropped by {@link #build}). */
    public int andsSoFar() {
        int n = 0;
        for (int w = 0; w < wires; w++) {
            if (op[w] == AND) {
                n++;
            }
        }
        return n;
    }

    /**
     * The circuit: every declared input (in declaration order, numbered from wire 0), then only
     * the gates the outputs need, in the order they were made. An output that folded to a
     * constant is computed from the first input wire, so the circuit still has no constant wire.
     */
    public Circuit build() {
        if (inputs.isEmpty()) {
            throw new IllegalStateException("a circuit needs at least one input");
        }
        List<Circuit.Output> outs = new ArrayList<>();
        for (Circuit.Output out : outputs) {
            int[] bits = out.wires();
            for (int i = 0; i < bits.length; i++) {
                bits[i] = materialise(bits[i]);
            }
            outs.add(new Circuit.Output(out.name(), out.audience(), bits));
        }
        boolean[] live = new boolean[wires];
        for (Circuit.Output out : outs) {
            for (int w : out.wires()) {
                live[w] = true;
            }
        }
        for (int w = wires - 1; w >= 0; w--) {
            if (live[w] && op[w] != INPUT) {
                live[left[w]] = true;
                if (right[w] >= 0) {
                    live[right[w]] = true;
                }
            }
        }
        int[] number = new int[wires];
        Arrays.fill(number, -1);
        int next = 0;
        List<Circuit.Input> ins = new ArrayList<>();
        for (PendingInput in : inputs) {
            int[] renumbered = new int[in.wires().length];
            for (int i = 0; i < renumbered.length; i++) {
                number[in.wires()[i]] = next;
                renumbered[i] = next++;
            }
            ins.add(new Circuit.Input(in.name(), in.owner(), renumbered));
        }
        int inputCount = next;
        int gates = 0;
        for (int w = 0; w < wires; w++) {
            if (live[w] && op[w] != INPUT) {
                gates++;
            }
        }
        int[] ops = new int[gates];
        int[] in0 = new int[gates];
        int[] in1 = new int[gates];
        int g = 0;
        for (int w = 0; w < wires; w++) {
            if (live[w] && op[w] != INPUT) {
                ops[g] = op[w];
                in0[g] = number[left[w]];
                in1[g] = right[w] >= 0 ? number[right[w]] : -1;
                number[w] = inputCount + g;
                g++;
            }
        }
        List<Circuit.Output> renumberedOuts = new ArrayList<>();
        for (Circuit.Output out : outs) {
            int[] bits = out.wires();
            for (int i = 0; i < bits.length; i++) {
                bits[i] = number[bits[i]];
            }
            renumberedOuts.add(new Circuit.Output(out.name(), out.audience(), bits));
        }
        return new Circuit(inputCount, ops, in0, in1, ins, renumberedOuts);
    }

    /** A wire for an output bit: the bit itself, or for a constant a gate on the first input wire. */
    private int materialise(int bit) {
        if (!isConstant(bit)) {
            return bit;
        }
        int first = inputs.get(0).wires()[0];
        int zero = newWire(XOR, first, first);
        return bit == ZERO ? zero : newWire(INV, zero, NONE);
    }

    private int gate(byte kind, int x, int y) {
        int a = Math.min(x, y);
        int b = Math.max(x, y);
        if (!hashing) {
            return newWire(kind, a, b);
        }
        long key = (long) kind << 62 | (long) a << 31 | b;
        Integer seen = known.get(key);
        if (seen != null) {
            return seen;
        }
        int w = newWire(kind, a, b);
        known.put(key, w);
        return w;
    }

    private int newWire(byte kind, int a, int b) {
        if (wires == op.length) {
            int size = op.length * 2;
            op = Arrays.copyOf(op, size);
            left = Arrays.copyOf(left, size);
            right = Arrays.copyOf(right, size);
            inverse = Arrays.copyOf(inverse, size);
        }
        op[wires] = kind;
        left[wires] = a;
        right[wires] = b;
        inverse[wires] = NONE;
        return wires++;
    }
}
