package ks.engine.circuit;

/**
 * The output bits of one evaluation of a {@link Circuit}, read by output name. Immutable.
 */
public final class OutputBits {

    private final Circuit circuit;
    private final boolean[] bits;

    public OutputBits(Circuit circuit, boolean[] bits) {
        if (bits.length != circuit.outputWidth()) {
            throw new IllegalArgumentException("the circuit has " + circuit.outputWidth() + " output bits, got "
                    + bits.length);
        }
        this.circuit = circuit;
        this.bits = bits.clone();
    }

    /** Whether there is such an output. */
    public boolean has(String name) {
        return circuit.output(name) != null;
    }

    /** The output {@code name} (at most 64 bits) as a number, its first bit lowest. */
    public long value(String name) {
        Circuit.Output out = circuit.output(name);
        if (out == null) {
            throw new IllegalArgumentException("no output " + name);
        }
        if (out.width() > 64) {
            throw new IllegalArgumentException("output " + name + " has " + out.width() + " bits");
        }
        int offset = circuit.outputOffset(name);
        long v = 0;
        for (int i = 0; i < out.width(); i++) {
            if (bits[offset + i]) {
                v |= 1L << i;
            }
        }
        return v;
    }

    /** A one-bit output. */
    public boolean bit(String name) {
        return value(name) != 0;
    }
}
