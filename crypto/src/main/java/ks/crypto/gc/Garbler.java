package ks.crypto.gc;

import java.util.function.Consumer;
import ks.crypto.block.AesPrg;
import ks.crypto.block.Blocks;
import ks.crypto.block.CorrelationRobustHash;
import ks.crypto.block.Sha256;

/**
 * Garbles a circuit with free-XOR (Kolesnikov-Schneider 2008) and half-gates (Zahur-Rosulek-Evans
 * 2015) under point-and-permute. Everything random comes from a 16-byte seed through
 * {@link AesPrg}: first Δ (its colour bit set), then the zero labels of party 0's and party 1's
 * input wires; so the same seed, circuit and instance always give the same garbling, which lets the
 * other side check it once the seed is revealed. The k-th AND gate (in {@link Schedule} order) is
 * hashed with tweaks 2k and 2k + 1 under the instance number; its two table rows (the generator's
 * and the evaluator's half, 32 bytes) go to the sink in chunks of {@value #CHUNK_GATES} gates.
 */
public final class Garbler {
    /** AND gates per chunk of tables (the last chunk holds the rest). */
    public static final int CHUNK_GATES = 32_000;
    /** Bytes of table per AND gate. */
    public static final int TABLE_BYTES = 32;

    private Garbler() {
    }

    /** How many chunks of tables a circuit's garbling sends. */
    public static int chunks(BooleanCircuit circuit) {
        return (circuit.andGates() + CHUNK_GATES - 1) / CHUNK_GATES;
    }

    /** The length of chunk {@code index} of a circuit's tables. */
    public static int chunkBytes(BooleanCircuit circuit, int index) {
        return Math.min(CHUNK_GATES, circuit.andGates() - index * CHUNK_GATES) * TABLE_BYTES;
    }

    /** Garbles {@code circuit}, handing each chunk of tables to {@code sink} as soon as it is full. */
    public static Garbling garble(BooleanCircuit circuit, byte[] seed, long instance, Consumer<byte[]> sink) {
        AesPrg prg = new AesPrg(seed);
        long[] delta = new long[2];
        prg.nextBlocks(delta, 0, 1);
        delta[0] |= 1;
        int n0 = circuit.inputCount(0);
        int n1 = circuit.inputCount(1);
        long[] inputZero = new long[2 * (n0 + n1)];
        prg.nextBlocks(inputZero, 0, n0 + n1);
        long[] zero = new long[2 * circuit.wires()];
        for (int i = 0; i < n0 + n1; i++) {
            int w = i < n0 ? circuit.inputWire(0, i) : circuit.inputWire(1, i - n0);
            zero[2 * w] = inputZero[2 * i];
            zero[2 * w + 1] = inputZero[2 * i + 1];
        }
        Tables tables = new Tables(circuit, sink);
        circuit.schedule().walk(new Run(circuit, instance, delta, zero, tables));
        long[] outputZero = new long[2 * circuit.outputCount()];
        for (int i = 0; i < circuit.outputCount(); i++) {
            int w = circuit.outputWire(i);
            outputZero[2 * i] = zero[2 * w];
            outputZero[2 * i + 1] = zero[2 * w + 1];
        }
        return new Garbling(n0, delta, inputZero, outputZero, tables.finish());
    }

    /** The garbling loop over the schedule, with its batch buffers. */
    private static final class Run implements Schedule.Steps {
        private final BooleanCircuit circuit;
        private final long instance;
        private final long d0;
        private final long d1;
        private final long[] zero;
        private final Tables tables;
        private final CorrelationRobustHash hash = new CorrelationRobustHash();
        private final long[] in = new long[8 * Schedule.MAX_BATCH];
        private final long[] tweak = new long[8 * Schedule.MAX_BATCH];
        private final long[] h = new long[8 * Schedule.MAX_BATCH];
        private long andIndex;

        Run(BooleanCircuit circuit, long instance, long[] delta, long[] zero, Tables tables) {
            this.circuit = circuit;
            this.instance = instance;
            this.d0 = delta[0];
            this.d1 = delta[1];
            this.zero = zero;
            this.tables = tables;
        }


        @Override
        public void free(int[] order, int from, int to) {
            for (int i = from; i < to; i++) {
                int g = order[i];
                int a = 2 * circuit.left(g);
                int o = 2 * circuit.out(g);
                switch (circuit.kind(g)) {
                    case BooleanCircuit.XOR -> {
                        int b = 2 * circuit.right(g);
                        zero[o] = zero[a] ^ zero[b];
                        zero[o + 1] = zero[a + 1] ^ zero[b + 1];
                    }
                    case BooleanCircuit.INV -> {
                        zero[o] = zero[a] ^ d0;
                        zero[o + 1] = zero[a + 1] ^ d1;
                    }
                    default -> {
                        zero[o] = zero[a];
                        zero[o + 1] = zero[a + 1];
                    }
                }
            }
        }

        @Override
        public void ands(int[] order, int from, int to) {
            int n = to - from;
            for (int i = 0; i < n; i++) {
                int g = order[from + i];
                int a = 2 * circuit.left(g);
                int b = 2 * circuit.right(g);
                int at = 8 * i;
                in[at] = zero[a];
                in[at + 1] = zero[a + 1];
                in[at + 2] = zero[a] ^ d0;
                in[at + 3] = zero[a + 1] ^ d1;
                in[at + 4] = zero[b];
                in[at + 5] = zero[b + 1];
                in[at + 6] = zero[b] ^ d0;
                in[at + 7] = zero[b + 1] ^ d1;
                long k = 2 * (andIndex + i);
                tweak[at] = k;
                tweak[at + 1] = instance;
                tweak[at + 2] = k;
                tweak[at + 3] = instance;
                tweak[at + 4] = k + 1;
                tweak[at + 5] = instance;
                tweak[at + 6] = k + 1;
                tweak[at + 7] = instance;
            }
            hash.hash(in, tweak, h, 4 * n);
            for (int i = 0; i < n; i++) {
                int g = order[from + i];
                int a = 2 * circuit.left(g);
                int b = 2 * circuit.right(g);
                int at = 8 * i;
                long pa = -(zero[a] & 1);
                long pb = -(zero[b] & 1);
                // Generator half: TG = H(Wa0) ^ H(Wa1) ^ pb*Δ; WG0 = H(Wa0) ^ pa*TG.
                long tg0 = h[at] ^ h[at + 2] ^ (pb & d0);
                long tg1 = h[at + 1] ^ h[at + 3] ^ (pb & d1);
                long wg0 = h[at] ^ (pa & tg0);
                long wg1 = h[at + 1] ^ (pa & tg1);
                // Evaluator half: TE = H(Wb0) ^ H(Wb1) ^ Wa0; WE0 = H(Wb0) ^ pb*(TE ^ Wa0).
                long te0 = h[at + 4] ^ h[at + 6] ^ zero[a];
                long te1 = h[at + 5] ^ h[at + 7] ^ zero[a + 1];
                long we0 = h[at + 4] ^ (pb & (te0 ^ zero[a]));
                long we1 = h[at + 5] ^ (pb & (te1 ^ zero[a + 1]));
                int o = 2 * circuit.out(g);
                zero[o] = wg0 ^ we0;
                zero[o + 1] = wg1 ^ we1;
                tables.add(tg0, tg1, te0, te1);
            }
            andIndex += n;
        }
    }

    /** The tables as they are written: chunked, handed to the sink, hashed. */
    private static final class Tables {
        private final BooleanCircuit circuit;
        private final Consumer<byte[]> sink;
        private final Sha256 sha = Sha256.plain();
        private byte[] chunk;
        private int at;
        private int chunkIndex;

        Tables(BooleanCircuit circuit, Consumer<byte[]> sink) {
            this.circuit = circuit;
            this.sink = sink;
        }

        void add(long tg0, long tg1, long te0, long te1) {
            if (chunk == null) {
                chunk = new byte[chunkBytes(circuit, chunkIndex)];
                at = 0;
            }
            Blocks.putLong(chunk, at, tg0);
            Blocks.putLong(chunk, at + 8, tg1);
            Blocks.putLong(chunk, at + 16, te0);
            Blocks.putLong(chunk, at + 24, te1);
            at += TABLE_BYTES;
            if (at == chunk.length) {
                sha.raw(chunk, 0, chunk.length);
                sink.accept(chunk);
                chunk = null;
                chunkIndex++;
            }
        }

        byte[] finish() {
            return sha.finish();
        }
    }
}
