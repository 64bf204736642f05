package ks.engine.belief;

import java.util.Arrays;

/**
 * The sums {@link ManChooser} has worked out in one turn, by state: an open-addressed table of int
 * keys and double values, emptied in constant time by a new generation. It holds at most {@link
 * #CAPACITY} sums, half its slots, so a probe always ends at an empty one. No boxing: the chooser
 * asks it thousands of times per guess.
 */
final class SumMemo {

    /** The most sums held in one turn. */
    static final int CAPACITY = 1 << 11;
    private static final int SLOTS = CAPACITY * 2;
    private static final int MASK = SLOTS - 1;

    private final int[] keys = new int[SLOTS];
    private final int[] generations = new int[SLOTS];
    private final double[] values = new double[SLOTS];
    private int generation = 1;
    private int size;

    /** Forgets every sum. */
    void clear() {
        size = 0;
        if (++generation == 0) {
            Arrays.fill(generations, 0);
            generation = 1;
        }
    }

    /** The sums held. */
    int size() {
        return size;
    }

    /** The sum kept for {@code key}, or NaN when none is. */
    double get(int key) {
        for (int i = slot(key); generations[i] == generation; i = i + 1 & MASK) {
            if (keys[i] == key) {
                return values[i];
            }
        }
        return Double.NaN;
    }

    /** Keeps {@code value} for {@code key}, which is not held yet; no more than {@link #CAPACITY} in all. */
    void put(int key, double value) {
        if (size == CAPACITY) {
            throw new IllegalStateException("a turn holds at most " + CAPACITY + " sums");
        }
        int i = slot(key);
        while (generations[i] == generation) {
            i = i + 1 & MASK;
        }
        keys[i] = key;
        values[i] = value;
        generations[i] = generation;
        size++;
    }

    private static int slot(int key) {
        return key * 0x9E3779B9 >>> 19 & MASK;
    }
}
