package ks.engine.circuit;

/**
 * One party's input bits for a {@link Circuit}, filled by input name: what {@link Circuit#eval}
 * and a two-party protocol take from that party. Mutable; bits not set are 0.
 */
public final class InputBits {

    private final Circuit circuit;
    private final Party owner;
    private final boolean[] bits;

    public InputBits(Circuit circuit, Party owner) {
        this.circuit = circuit;
        this.owner = owner;
        this.bits = new boolean[circuit.inputWidth(owner)];
    }

    /** The bits {@code bits} of {@code owner} (as {@link #bits()} gives them), to read by name. */
    public InputBits(Circuit circuit, Party owner, boolean[] bits) {
        this(circuit, owner);
        if (bits.length != this.bits.length) {
            throw new IllegalArgumentException(owner + " feeds " + this.bits.length + " bits, got " + bits.length);
        }
        System.arraycopy(bits, 0, this.bits, 0, bits.length);
    }

    /** The value of the input {@code name} as words: bit i is bit {@code i % 64} of word {@code i / 64}. */
    public long[] words(String name) {
        Circuit.Input in = find(name);
        if (in == null) {
            throw new IllegalArgumentException("no input " + owner + " " + name);
        }
        int offset = offset(name);
        long[] words = new long[(in.width() + 63) / 64];
        for (int i = 0; i < in.width(); i++) {
            if (bits[offset + i]) {
                words[i / 64] |= 1L << (i % 64);
            }
        }
        return words;
    }

    /** The value of an input of at most 64 bits. */
    public long value(String name) {
        return words(name)[0];
    }

    /** Whether the circuit has such an input of this party. */
    public boolean has(String name) {
        return find(name) != null;
    }

    /** Sets the input {@code name} (at most 64 bits) to the low bits of {@code value}. */
    public InputBits set(String name, long value) {
        return set(name, new long[] {value});
    }

    /** Sets a one-bit input. */
    public InputBits set(String name, boolean value) {
        return set(name, value ? 1 : 0);
    }

    /** Sets the input {@code name}: bit i is bit {@code i % 64} of {@code values[i / 64]}. */
    public InputBits set(String name, long[] values) {
        Circuit.Input in = find(name);
        if (in == null) {
            throw new IllegalArgumentException("no input " + owner + " " + name);
        }
        int offset = offset(name);
        for (int i = 0; i < in.width(); i++) {
            int word = i / 64;
            bits[offset + i] = word < values.length && (values[word] >>> (i % 64) & 1) != 0;
        }
        return this;
    }

    /** A copy of the bits, in the order {@link Circuit#eval} takes them. */
    public boolean[] bits() {
        return bits.clone();
    }

    private Circuit.Input find(String name) {
        for (Circuit.Input in : circuit.inputs(owner)) {
            if (in.name().equals(name)) {
                return in;
            }
        }
        return null;
    }

    private int offset(String name) {
        int offset = 0;
        for (Circuit.Input in : circuit.inputs(owner)) {
            if (in.name().equals(name)) {
                return offset;
            }
            offset += in.width();
        }
        throw new IllegalArgumentException("no input " + owner + " " + name);
    }
}
