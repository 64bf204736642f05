package ks.crypto.gc;

import java.util.Arrays;

/**
 * The order garbler and evaluator both follow: the gates sorted by AND-depth, so that all AND
 * gates of one depth come together and are hashed in batches (one AES call each), each batch after
 * the free gates it reads. The k-th AND gate in this order is the k-th table sent.
 */
final class Schedule {
    /** The most AND gates hashed in one call: 4 blocks each when garbling, 64 KiB in all. */
    static final int MAX_BATCH = 1024;

    /** Gate numbers in execution order. */
    final int[] order;
    /** Exclusive end (in {@link #order}) of each segment. */
    final int[] segmentEnd;
    /** Whether each segment is a batch of AND gates (else free gates). */
    final boolean[] segmentAnd;
    /** The most AND gates on any path from an input to a wire. */
    final int andDepth;

    /** What a pass over the schedule does with each segment. */
    interface Steps {
        /** Gates {@code order[from..to)}, all free. */
        void free(int[] order, int from, int to);

        /** Gates {@code order[from..to)}, AND gates of one depth, at most {@link #MAX_BATCH}. */
        void ands(int[] order, int from, int to);
    }

    /** Hands each segment in turn to {@code steps}. */
    void walk(Steps steps) {
        int from = 0;
        for (int seg = 0; seg < segmentEnd.length; seg++) {
            if (segmentAnd[seg]) {
                steps.ands(order, from, segmentEnd[seg]);
            } else {
                steps.free(order, from, segmentEnd[seg]);
            }
            from = segmentEnd[seg];
        }
    }

    Schedule(BooleanCircuit circuit) {
        int gates = circuit.gates();
        int[] depth = new int[circuit.wires()];
        int[] key = new int[gates];
        int maxKey = 0;
        for (int g = 0; g < gates; g++) {
            byte kind = circuit.kind(g);
            int d = depth[circuit.left(g)];
            if (kind == BooleanCircuit.XOR || kind == BooleanCircuit.AND) {
                d = Math.max(d, depth[circuit.right(g)]);
            }
            // A free gate of depth d has key 2d; an AND gate making depth d + 1 has key 2d + 1, so it
            // comes after every free gate of depth d and before those of depth d + 1 that read it.
            key[g] = kind == BooleanCircuit.AND ? 2 * d + 1 : 2 * d;
            depth[circuit.out(g)] = kind == BooleanCircuit.AND ? d + 1 : d;
            maxKey = Math.max(maxKey, key[g]);
        }
        andDepth = (maxKey + 1) / 2;
        int[] start = new int[maxKey + 2];
        for (int g = 0; g < gates; g++) {
            start[key[g] + 1]++;
        }
        for (int k = 0; k <= maxKey; k++) {
            start[k + 1] += start[k];
        }
        order = new int[gates];
        for (int g = 0; g < gates; g++) {
            order[start[key[g]]++] = g;
        }
        int segments = 0;
        int[] ends = new int[16];
        boolean[] ands = new boolean[16];
        int i = 0;
        while (i < gates) {
            boolean and = circuit.kind(order[i]) == BooleanCircuit.AND;
            int j = i + 1;
            // A batch holds AND gates of one depth only: one of the next depth may read its outputs.
            while (j < gates && (and ? key[order[j]] == key[order[i]] && j - i < MAX_BATCH
                    : circuit.kind(order[j]) != BooleanCircuit.AND)) {
                j++;
            }
            if (segments == ends.length) {
                ends = Arrays.copyOf(ends, segments * 2);
                ands = Arrays.copyOf(ands, segments * 2);
            }
            ends[segments] = j;
            ands[segments] = and;
            segments++;
            i = j;
        }
        segmentEnd = Arrays.copyOf(ends, segments);
        segmentAnd = Arrays.copyOf(ands, segments);
    }
}
