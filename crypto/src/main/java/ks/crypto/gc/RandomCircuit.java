package ks.crypto.gc;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A random circuit of a given size, for benchmarks and tests: after the inputs, each gate is an
 * AND (the count asked for), an XOR (about two for each AND) or now and then an INV, reading wires
 * drawn from the last {@code window} wires assigned (a small window makes a deep circuit, a large
 * one a shallow one); the outputs are the last wires assigned. The same seed gives the same circuit.
 */
public final class RandomCircuit {
    private RandomCircuit() {
    }

    /** A circuit with the given inputs per party, AND gates, outputs and operand window. */
    public static BooleanCircuit of(long seed, int party0Inputs, int party1Inputs, int andGates, int outputs, int window) {
        int inputs = party0Inputs + party1Inputs;
        if (inputs < 1 || andGates < 0 || outputs < 1 || window < 1) {
            throw new IllegalArgumentException("a random circuit needs an input, an output and a window of 1 or more");
        }
        SplittableRandom random = new SplittableRandom(seed);
        int capacity = 4 * andGates + outputs + 16;
        byte[] kinds = new byte[capacity];
        int[] left = new int[capacity];
        int[] right = new int[capacity];
        int[] out = new int[capacity];
        int gates = 0;
        int ands = 0;
        int wires = inputs;
        while (ands < andGates || wires < inputs + outputs) {
            if (gates == capacity) {
                capacity *= 2;
                kinds = Arrays.copyOf(kinds, capacity);
                left = Arrays.copyOf(left, capacity);
                right = Arrays.copyOf(right, capacity);
                out = Arrays.copyOf(out, capacity);
            }
            int roll = random.nextInt(16);
            left[gates] = pick(random, wires, window);
            right[gates] = pick(random, wires, window);
            if (roll == 0) {
                kinds[gates] = BooleanCircuit.INV;
                right[gates] = -1;
            } else if (ands < andGates && roll < 6) {
                kinds[gates] = BooleanCircuit.AND;
                ands++;
            } else {
                kinds[gates] = BooleanCircuit.XOR;
            }
            out[gates++] = wires++;
        }
        int[] outputWires = new int[outputs];
        for (int i = 0; i < outputs; i++) {
            outputWires[i] = wires - outputs + i;
        }
        int[] p0 = new int[party0Inputs];
        int[] p1 = new int[party1Inputs];
        Arrays.setAll(p0, i -> i);
        Arrays.setAll(p1, i -> party0Inputs + i);
        return BooleanCircuit.builder(wires).inputs(0, p0).inputs(1, p1)
                .gates(Arrays.copyOf(kinds, gates), Arrays.copyOf(left, gates), Arrays.copyOf(right, gates),
                        Arrays.copyOf(out, gates))
                .outputs(outputWires).build();
    }

    private static int pick(SplittableRandom random, int wires, int window) {
        int from = Math.max(0, wires - window);
        return from + random.nextInt(wires - from);
    }
}
