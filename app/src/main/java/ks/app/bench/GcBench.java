package ks.app.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Evaluator;
import ks.crypto.gc.Garbler;
import ks.crypto.gc.Garbling;
import ks.crypto.gc.RandomCircuit;
import ks.crypto.ot.BaseOtReceiver;
import ks.crypto.ot.BaseOtSender;
import ks.crypto.ot.OtExtensionReceiver;
import ks.crypto.ot.OtExtensionSender;
import ks.crypto.twopc.Party;
import ks.crypto.twopc.Prepared;
import ks.crypto.twopc.RunRecord;
import ks.crypto.twopc.Transport;
import ks.net.joint.LoopbackTransports;

/**
 * {@code ks bench gc [AND-GATES [RUNS]]}: the speed of ks.crypto's two-party computation, for
 * docs/performance.md. AND gates garbled and evaluated per second (one thread); random OTs made
 * per second by the extension with its check (both sides in one thread); then RUNS dual executions
 * of a random circuit of AND-GATES AND gates (100,000 unless told; 256 input bits per party, 64
 * outputs) between two parties in two threads of this JVM over loopback TCP, timed from the call
 * to the outputs on both sides (p50, p99), whole and with the garbling done ahead ({@code prepare}
 * timed apart from {@code run}), with the process's CPU time and the bytes each side sent.
 */
final class GcBench {
    private static final int INPUTS = 256;
    private static final int OUTPUTS = 64;
    private static final int WINDOW = 2048;
    private static final int WARM_UP = 5;

    private GcBench() {
    }

    static int run(String[] args, PrintStream out) throws Exception {
        int ands = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        if (ands < 1 || runs < 1) {
            return 2;
        }
        BooleanCircuit circuit = RandomCircuit.of(1, INPUTS, INPUTS, ands, OUTPUTS, WINDOW);
        out.printf("ks bench gc: a random circuit of %,d AND gates (%,d gates, AND-depth %d), %d inputs per party, %d outputs%n",
                circuit.andGates(), circuit.gates(), circuit.andDepth(), INPUTS, OUTPUTS);
        garbling(circuit, out);
        otExtension(out);
        dualExecution(circuit, runs, out);
        return 0;
    }

    private static void garbling(BooleanCircuit circuit, PrintStream out) {
        byte[] seed = new byte[16];
        long[] garble = new long[15];
        long[] garbleCpu = new long[garble.length];
        long[] evaluate = new long[garble.length];
        long[] evaluateCpu = new long[garble.length];
        for (int i = 0; i < garble.length; i++) {
            List<byte[]> tables = new ArrayList<>();
            long cpu = threadCpuNanos();
            long start = System.nanoTime();
            Garbling garbling = Garbler.garble(circuit, seed, i, tables::add);
            garble[i] = System.nanoTime() - start;
            garbleCpu[i] = threadCpuNanos() - cpu;
            long[] labels = concat(garbling.inputLabels(0, new boolean[INPUTS]), garbling.inputLabels(1, new boolean[INPUTS]));
            cpu = threadCpuNanos();
            start = System.nanoTime();
            Evaluator.evaluate(circuit, i, tables, labels);
            evaluate[i] = System.nanoTime() - start;
            evaluateCpu[i] = threadCpuNanos() - cpu;
        }
        out.printf("  garbling, one thread, median of 10 after %d warm-up: %.1f ms wall, %.1f ms CPU = %.2f M AND gates per CPU"
                + " second%n", WARM_UP, median(garble) / 1e6, median(garbleCpu) / 1e6, circuit.andGates() / (median(garbleCpu) / 1e3));
        out.printf("  evaluating, the same: %.1f ms wall, %.1f ms CPU = %.2f M AND gates per CPU second%n", median(evaluate) / 1e6,
                median(evaluateCpu) / 1e6, circuit.andGates() / (median(evaluateCpu) / 1e3));
    }

    private static void otExtension(PrintStream out) {
        SecureRandom random = new SecureRandom();
        byte[] context = {0};
        boolean[] s = new boolean[128];
        for (int j = 0; j < s.length; j++) {
            s[j] = random.nextBoolean();
        }
        long base = System.nanoTime();
        BaseOtSender baseSender = new BaseOtSender(context, random);
        BaseOtReceiver baseReceiver = new BaseOtReceiver(context, s, random);
        byte[][][] keys = baseSender.keys(baseReceiver.answer(baseSender.message()));
        base = System.nanoTime() - base;
        OtExtensionSender sender = new OtExtensionSender(s, baseReceiver.keys(), 0);
        OtExtensionReceiver receiver = new OtExtensionReceiver(keys, 0);
        int batch = 32_768;
        long[] cpu = new long[15];
        for (int i = 0; i < cpu.length; i++) {
            long cpuStart = threadCpuNanos();
            byte[] seed = sender.challenge(receiver.extend(batch, random), batch, random);
            sender.verify(receiver.answer(seed));
            cpu[i] = threadCpuNanos() - cpuStart;
        }
        out.printf("  base OTs, 128 with both sides in one thread: %.0f ms wall; OT extension with the KOS check, both sides in"
                + " one thread: %.2f M random OTs per CPU second (batches of %,d)%n", base / 1e6, batch / (median(cpu) / 1e3),
                batch);
    }

    private static void dualExecution(BooleanCircuit circuit, int runs, PrintStream out) throws Exception {
        Transport[] ends = LoopbackTransports.open();
        SecureRandom random = new SecureRandom();
        byte[] session = new byte[32];
        random.nextBytes(session);
        long start = System.nanoTime();
        CompletableFuture<Party> first = CompletableFuture.supplyAsync(() -> io(() -> Party.connect(ends[0], 0, session, random)));
        Party p1 = io(() -> Party.connect(ends[1], 1, session, random));
        Party p0 = first.get();
        out.printf("  connecting over loopback TCP (greeting, base OTs both ways): %.0f ms%n", (System.nanoTime() - start) / 1e6);
        SplittableRandom inputs = new SplittableRandom(2);
        long[] whole = new long[runs + WARM_UP];
        long[] cpu = new long[whole.length];
        long[] prepare = new long[whole.length];
        long[] online = new long[whole.length];
        RunRecord record = null;
        for (int i = 0; i < whole.length; i++) {
            boolean[] x = bits(inputs, INPUTS);
            boolean[] y = bits(inputs, INPUTS);
            boolean[] expected = circuit.evaluate(x, y);
            long cpuStart = processCpuNanos();
            start = System.nanoTime();
            CompletableFuture<boolean[]> a = CompletableFuture.supplyAsync(() -> io(() -> p0.compute(circuit, x)));
            boolean[] b = io(() -> p1.compute(circuit, y));
            check(expected, a.get(), b);
            whole[i] = System.nanoTime() - start;
            cpu[i] = processCpuNanos() - cpuStart;
            start = System.nanoTime();
            CompletableFuture<Prepared> pa = CompletableFuture.supplyAsync(() -> io(() -> p0.prepare(circuit)));
            Prepared pb = io(() -> p1.prepare(circuit));
            Prepared pa0 = pa.get();
            prepare[i] = System.nanoTime() - start;
            start = System.nanoTime();
            CompletableFuture<boolean[]> ra = CompletableFuture.supplyAsync(() -> io(() -> p0.run(pa0, x)));
            boolean[] rb = io(() -> p1.run(pb, y));
            check(expected, ra.get(), rb);
            online[i] = System.nanoTime() - start;
            record = p0.lastRun();
        }
        p0.close();
        p1.close();
        out.printf("  dual execution, %d runs after %d warm-up, both parties in this JVM over loopback TCP:%n", runs, WARM_UP);
        out.printf("    whole (OT top-up, both garblings, both evaluations, equality check): p50 %.1f ms  p99 %.1f ms  max %.1f ms;"
                + " process CPU p50 %.1f ms%n", quantile(whole, 0.5), quantile(whole, 0.99), quantile(whole, 1.0),
                quantile(cpu, 0.5));
        out.printf("    garbled ahead: prepare p50 %.1f ms; then run (inputs, OT, evaluation, check) p50 %.1f ms  p99 %.1f ms  max %.1f ms%n",
                quantile(prepare, 0.5), quantile(online, 0.5), quantile(online, 0.99), quantile(online, 1.0));
        out.printf("    bytes sent by each side per run: %,d (tables %,d)%n", record.bytesSent(),
                (long) circuit.andGates() * Garbler.TABLE_BYTES);
    }

    private static void check(boolean[] expected, boolean[] a, boolean[] b) {
        if (!Arrays.equals(expected, a) || !Arrays.equals(expected, b)) {
            throw new IllegalStateException("the two parties' outputs differ from the plain circuit's");
        }
    }

    /** A step of a party that may fail on the connection. */
    private interface Io<T> {
        T call() throws IOException;
    }

    /** The step's value; a failure on the connection ends the bench. */
    private static <T> T io(Io<T> step) {
        try {
            return step.call();
        } catch (IOException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private static boolean[] bits(SplittableRandom random, int count) {
        boolean[] bits = new boolean[count];
        for (int i = 0; i < count; i++) {
            bits[i] = random.nextBoolean();
        }
        return bits;
    }

    private static long[] concat(long[] a, long[] b) {
        long[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static long threadCpuNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** The median of the timings after the warm-up. */
    private static double median(long[] nanos) {
        long[] kept = Arrays.copyOfRange(nanos, WARM_UP, nanos.length);
        Arrays.sort(kept);
        return kept[kept.length / 2];
    }

    /** The q-quantile in milliseconds of the timings after the warm-up. */
    private static double quantile(long[] nanos, double q) {
        long[] kept = Arrays.copyOfRange(nanos, WARM_UP, nanos.length);
        Arrays.sort(kept);
        return kept[(int) Math.min(kept.length - 1, Math.floor(q * kept.length))] / 1e6;
    }
}
