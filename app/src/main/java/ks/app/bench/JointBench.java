package ks.app.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import ks.crypto.SecureChannel;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Evaluator;
import ks.crypto.gc.Garbler;
import ks.crypto.gc.Garbling;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.circuit.Circuit;
import ks.engine.joint.JointCircuits;
import ks.engine.referee.Verdict;
import ks.net.Padding;
import ks.net.joint.CircuitBridge;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Link;
import ks.net.protocol.Message;
import ks.net.protocol.SessionOptions;
import ks.net.protocol.WireCodec;
import ks.net.protocol.Wish;
import ks.net.protocol.Wishes;

/**
 * {@code ks bench joint [ATTEMPTS] [--save] [--plies N]}: two joint-referee sessions
 * (docs/joint-referee.md) over a real encrypted TCP connection on loopback play random attempts
 * (the mover's men moved anywhere they can go, legal or not), each timed from the moment it is
 * submitted until both players have their announcements; then the bytes each side sent per attempt
 * on the wire (sealed, padded frames), the AND gates per attempt, and where the time goes: one
 * garbling and one evaluation of the circuit on one thread, the rest being oblivious transfer, the
 * check, the messages and the waiting. With {@code --save} both sides save as a game does, fsync'd,
 * into a temporary directory, and the saves' stages are timed ({@link TimedSaves}). A game resigns
 * after {@code N} plies (80 unless told) or at its end, and a new one starts.
 */
final class JointBench {

    private static final int WARM_UP = 20;

    private JointBench() {
    }

    /** Counts what one side sends on the wire: each message as the sealed, padded frame it becomes. */
    private static final class Counting implements Link {
        final Link link;
        final AtomicLong bytes = new AtomicLong();
        final AtomicLong computeBytes = new AtomicLong();

        Counting(Link link) {
            this.link = link;
        }

        @Override
        public void send(Message m) throws IOException {
            long frame = Padding.pad(WireCodec.encode(m)).length + 1L + SecureChannel.OVERHEAD + Integer.BYTES;
            bytes.addAndGet(frame);
            if (m instanceof Message.Compute) {
                computeBytes.addAndGet(frame);
            }
            link.send(m);
        }

        @Override
        public Message receive(long timeoutMillis) throws IOException {
            return link.receive(timeoutMillis);
        }

        @Override
        public void close() {
            link.close();
        }
    }

    static int run(String[] args, PrintStream out) throws Exception {
        List<String> rest = new ArrayList<>(Arrays.asList(args).subList(1, args.length));
        boolean save = rest.remove("--save");
        int plies = 80;
        int at = rest.indexOf("--plies");
        if (at >= 0 && at + 1 < rest.size()) {
            plies = Integer.parseInt(rest.remove(at + 1));
            rest.remove(at);
        }
        int attempts = rest.isEmpty() ? 300 : Integer.parseInt(rest.get(0));
        if (attempts < 1 || plies < 1 || rest.size() > 1 || rest.contains("--plies")) {
            throw new IllegalArgumentException("usage: ks bench joint [ATTEMPTS] [--save] [--plies N], at least 1 each");
        }
        Path tmp = Files.createTempDirectory("ks-bench-joint");
        TimedSaves saves = save ? new TimedSaves(Files.createTempDirectory(tmp, "saves")) : null;
        SessionOptions options = save ? SessionOptions.defaults().withStore(saves) : SessionOptions.defaults();
        Wishes joint = Wishes.none().withJoint(Wish.ON);
        Random random = new Random(3);
        long[] nanos = new long[attempts + WARM_UP];
        int done = 0;
        int legal = 0;
        int games = 0;
        int tried = 0;
        long sent = 0;
        long computeSent = 0;
        Map<String, Long> cpuByThread = new LinkedHashMap<>();
        cpuByThread.put("the two-party computation", 0L);
        cpuByThread.put("the sessions' workers", 0L);
        cpuByThread.put("the link readers", 0L);
        long cpuStart = processCpuNanos();
        long wallStart = System.nanoTime();
        while (done < nanos.length) {
            Bench.Table t = Bench.table(true, Files.createTempDirectory(tmp, "game"), joint, Counting::new, options);
            games++;
            Position p = Position.startpos();
            while (done < nanos.length && p.outcome() == ks.engine.Outcome.NONE && p.ply() < plies) {
                int mover = p.sideToMove();
                int move = attempt(p, random);
                boolean whiteMoves = mover == Color.WHITE;
                long start = System.nanoTime();
                tried++;
                (whiteMoves ? t.white() : t.black()).submit(new Command.Play(move));
                Event.Answered a = next(whiteMoves ? t.whiteEvents() : t.blackEvents(), Event.Answered.class);
                if (a.verdict() == Verdict.LEGAL) {
                    BlockingQueue<Event> other = whiteMoves ? t.blackEvents() : t.whiteEvents();
                    while (!next(other, Event.Heard.class).moved()) {
                        continue;
                    }
                    p.make(a.move());
                    legal++;
                }
                if (a.verdict() != Verdict.IMPOSSIBLE) {
                    nanos[done++] = System.nanoTime() - start;
                }
            }
            sent += ((Counting) t.whiteLink()).bytes.get() + ((Counting) t.blackLink()).bytes.get();
            computeSent += ((Counting) t.whiteLink()).computeBytes.get() + ((Counting) t.blackLink()).computeBytes.get();
            threadCpu(cpuByThread);
            t.white().submit(new Command.Resign(false));
            t.white().awaitEnd();
            t.black().awaitEnd();
        }
        double cpuPerAttempt = (processCpuNanos() - cpuStart) / 1e6 / nanos.length;
        double wallPerAttempt = (System.nanoTime() - wallStart) / 1e6 / nanos.length;
        long[] counted = Arrays.copyOfRange(nanos, WARM_UP, nanos.length);
        Arrays.sort(counted);
        Circuit c = JointCircuits.attempt(ks.engine.rules.RuleSets.byName("wolfe"), Color.WHITE);
        out.printf("ks bench joint: %d attempts judged by the board (after %d warm-up), %d of them legal, in %d games of"
                + " random attempts under wolfe (at most %d plies), two joint sessions over encrypted loopback TCP, %s"
                + " (load average %.1f)%n", attempts, WARM_UP, legal, games, plies,
                save ? "each saving as a game does (--save)" : "saving nothing",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        out.printf("  answered (submit until both players have their announcements): p50 %.1f ms  p90 %.1f ms  p99 %.1f ms"
                + "  max %.1f ms%n", ms(counted, 0.5), ms(counted, 0.9), ms(counted, 0.99), counted[counted.length - 1] / 1e6);
        out.printf("  bytes on the wire per attempt, each way: %,d (of which the two-party computation %,d); the whole"
                + " game's frames counted, set-up and end included%n", sent / 2 / nanos.length, computeSent / 2 / nanos.length);
        out.printf("  AND gates per attempt: %,d in the ATTEMPT circuit (AND depth %d), garbled twice (dual execution):"
                + " %,d%n", c.andCount(), c.depth(), 2 * c.andCount());
        out.printf("  process CPU per attempt, both sessions: %.1f ms of %.1f ms wall%n", cpuPerAttempt, wallPerAttempt);
        StringBuilder split = new StringBuilder();
        cpuByThread.forEach((what, cpu) -> split.append(split.length() == 0 ? "" : ", ").append(what)
                .append(String.format(" %.1f ms", cpu / 1e6 / nanos.length)));
        out.printf("  CPU per attempt by thread: %s; the rest is the JVM (compiler, collector) and the bench itself%n",
                split);
        whereTheTimeGoes(c, out);
        if (save) {
            saves.print(out, tried, 20);
        }
        return 0;
    }

    /**
     * Adds the CPU time of the live joint sessions' threads, by what they do: the computation's
     * (garbling, OTs, evaluating, the check, sealing its messages), the workers' (the game's
     * messages, signatures, saves) and the readers' (unsealing frames).
     */
    private static void threadCpu(Map<String, Long> into) {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            String name = t.getName();
            String what = name.startsWith("ks-joint-computer") ? "the two-party computation"
                    : name.startsWith("ks-session-") ? "the sessions' workers"
                    : name.startsWith("ks-reader-") ? "the link readers" : null;
            long cpu = what == null ? -1 : mx.getThreadCpuTime(t.getId());
            if (cpu > 0) {
                into.merge(what, cpu, Long::sum);
            }
        }
    }

    /** A random attempt of the mover: one of its men to a square it could reach on an empty board. */
    private static int attempt(Position p, Random random) {
        OwnMen men = OwnMen.of(p, p.sideToMove());
        List<Integer> possible = new ArrayList<>();
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                int move = Move.of(from, to);
                if (from != to && men.canMake(move)) {
                    possible.add(move);
                }
            }
        }
        return possible.get(random.nextInt(possible.size()));
    }

    /** One garbling and one evaluation of the ATTEMPT circuit on one thread: the part of an attempt that is computing. */
    private static void whereTheTimeGoes(Circuit c, PrintStream out) {
        BooleanCircuit circuit = CircuitBridge.of(c, Color.WHITE);
        byte[] seed = new byte[16];
        new SecureRandom().nextBytes(seed);
        long[] garble = new long[40];
        long[] evaluate = new long[garble.length];
        for (int i = 0; i < garble.length; i++) {
            List<byte[]> tables = new ArrayList<>();
            long start = System.nanoTime();
            Garbling g = Garbler.garble(circuit, seed, i, tables::add);
            garble[i] = System.nanoTime() - start;
            long[] labels = new long[2 * (circuit.inputCount(0) + circuit.inputCount(1))];
            long[] zero = g.inputLabels(0, new boolean[circuit.inputCount(0)]);
            long[] one = g.inputLabels(1, new boolean[circuit.inputCount(1)]);
            System.arraycopy(zero, 0, labels, 0, zero.length);
            System.arraycopy(one, 0, labels, zero.length, one.length);
            start = System.nanoTime();
            Evaluator.evaluate(circuit, i, tables, labels);
            evaluate[i] = System.nanoTime() - start;
        }
        Arrays.sort(garble);
        Arrays.sort(evaluate);
        out.printf("  where the time goes: garbling the circuit %.1f ms, evaluating it %.1f ms (medians, one thread; each"
                + " side does one of each, side by side); the rest of an attempt is the OTs, the equality check, sealing"
                + " and sending the messages, and waiting on the other process%n", garble[garble.length / 2] / 1e6,
                evaluate[evaluate.length / 2] / 1e6);
    }

    /** The next event of {@code type}; a minute at most, since a machine loaded by other builds can take seconds. */
    private static <T extends Event> T next(BlockingQueue<Event> q, Class<T> type) throws InterruptedException {
        while (true) {
            Event e = q.poll(60, java.util.concurrent.TimeUnit.SECONDS);
            if (e == null) {
                throw new IllegalStateException("no " + type.getSimpleName() + " within 60 s");
            }
            if (type.isInstance(e)) {
                return type.cast(e);
            }
        }
    }

    private static double ms(long[] sorted, double q) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1e6;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
