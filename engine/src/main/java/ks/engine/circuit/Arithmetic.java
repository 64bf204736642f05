package ks.engine.circuit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Numbers in a circuit, little-endian bit arrays: counting set bits with a tree of full adders
 * (one AND gate each: the carry is {@code ((a ^ c) & (b ^ c)) ^ c}), comparing with a constant,
 * decoding a binary number into a one-hot word, and selecting one bit of many by a number.
 */
public final class Arithmetic {

    private Arithmetic() {
    }

    /**
     * How many of {@code bits} are 1. The bits of each weight are added three at a time by full
     * adders (and two at a time by a half adder when two remain), so n bits cost about n AND
     * gates; constant zeros cost nothing.
     */
    public static int[] count(CircuitBuilder b, int[] bits) {
        List<ArrayDeque<Integer>> columns = new ArrayList<>();
        columns.add(new ArrayDeque<>());
        for (int bit : bits) {
            if (bit != CircuitBuilder.ZERO) {
                columns.get(0).add(bit);
            }
        }
        for (int w = 0; w < columns.size(); w++) {
            ArrayDeque<Integer> column = columns.get(w);
            while (column.size() >= 2) {
                if (columns.size() == w + 1) {
                    columns.add(new ArrayDeque<>());
                }
                int x = column.poll();
                int y = column.poll();
                if (column.isEmpty()) {
                    column.add(b.xor(x, y));
                    columns.get(w + 1).add(b.and(x, y));
                } else {
                    int z = column.poll();
                    column.add(b.xor(b.xor(x, y), z));
                    columns.get(w + 1).add(b.xor(b.and(b.xor(x, z), b.xor(y, z)), z));
                }
            }
        }
        int[] sum = new int[columns.size()];
        for (int w = 0; w < sum.length; w++) {
            Integer bit = columns.get(w).peek();
            sum[w] = bit == null ? CircuitBuilder.ZERO : bit;
        }
        return sum;
    }

    /** 1 when two or more of {@code bits} are 1: the count's bits above the lowest, ORed. */
    public static int atLeastTwo(CircuitBuilder b, int[] bits) {
        int[] n = count(b, bits);
        int[] high = new int[Math.max(0, n.length - 1)];
        System.arraycopy(n, 1, high, 0, high.length);
        return b.orAll(high);
    }

    /** 1 when the little-endian number {@code bits} equals {@code value}. */
    public static int equalsConstant(CircuitBuilder b, int[] bits, long value) {
        int[] literal = new int[bits.length];
        for (int i = 0; i < bits.length; i++) {
            literal[i] = (value >>> i & 1) != 0 ? bits[i] : b.not(bits[i]);
        }
        return b.andAll(literal);
    }

    /** 1 when the two numbers are equal. */
    public static int equal(CircuitBuilder b, int[] x, int[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("widths differ: " + x.length + " and " + y.length);
        }
        int[] same = new int[x.length];
        for (int i = 0; i < x.length; i++) {
            same[i] = b.not(b.xor(x[i], y[i]));
        }
        return b.andAll(same);
    }

    /**
     * The one-hot decoding of {@code index}: bit i of the result is 1 exactly when the number is
     * i. Built as an outer product of the decodings of its low and high halves, where the last
     * row is the low half xored with the others (the high half being one-hot), so six bits cost
     * 68 AND gates.
     */
    public static int[] decode(CircuitBuilder b, int[] index) {
        if (index.length == 1) {
            return new int[] {b.not(index[0]), index[0]};
        }
        // The larger half makes the rows, so the smaller one's last column is the one saved.
        int half = (index.length + 1) / 2;
        int[] lowBits = new int[half];
        int[] highBits = new int[index.length - half];
        System.arraycopy(index, 0, lowBits, 0, half);
        System.arraycopy(index, half, highBits, 0, highBits.length);
        int[] low = decode(b, lowBits);
        int[] high = decode(b, highBits);
        int[] out = new int[low.length * high.length];
        int last = high.length - 1;
        for (int i = 0; i < low.length; i++) {
            int rest = low[i];
            for (int j = 0; j < last; j++) {
                out[j * low.length + i] = b.and(low[i], high[j]);
                rest = b.xor(rest, out[j * low.length + i]);
            }
            out[last * low.length + i] = rest;
        }
        return out;
    }

    /** The square whose 6-bit number is {@code index}, as a one-hot word. */
    public static Word decodeSquare(CircuitBuilder b, int[] index) {
        if (index.length != 6) {
            throw new IllegalArgumentException("a square has 6 bits, got " + index.length);
        }
        return new Word(b, decode(b, index));
    }

    /** {@code values[index]}: a tree of multiplexers, one AND gate each. */
    public static int select(CircuitBuilder b, int[] values, int[] index) {
        if (values.length != 1 << index.length) {
            throw new IllegalArgumentException(values.length + " values for a " + index.length + "-bit index");
        }
        int[] level = values.clone();
        for (int bit : index) {
            int[] next = new int[level.length / 2];
            for (int i = 0; i < next.length; i++) {
                next[i] = b.mux(bit, level[2 * i], level[2 * i + 1]);
            }
            level = next;
        }
        return level[0];
    }
}
