package ks.net.protocol;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import ks.testkit.Poll;

/**
 * The two-party computation threads a test's game starts (those alive when this is made are
 * another game's): a test moves its time sources only once all of them wait for the other's
 * messages, as real time would pass while a computation is held up.
 *
 * <p>Waiting means parked in {@code LinkTransport.receive}, not merely in it: a thread sampled
 * there as a message was taken in is at work a moment later (seen twice in sixteen runs at a load
 * average of 30, a thread in the receive and running, then computing for 15 ms), and time the test
 * passed then was that process's own computing, not a wait (clock29: once in a full run this let
 * {@code JointCutOffClaimTest}'s stall count as alice's own time). Nor may a message be on its way
 * to one of them: the computations' sending threads must be idle (or held by the test) and the
 * links' readers parked too, and none of these threads may have run at all over a tenth of a
 * second, read by their CPU time.
 */
final class ComputationThreads {

    private static final long QUIET_NANOS = 100_000_000L;

    private final Set<Thread> older = ConcurrentHashMap.newKeySet();
    private final ThreadMXBean cpu = ManagementFactory.getThreadMXBean();

    ComputationThreads() {
        older.addAll(Thread.getAllStackTraces().keySet());
    }

    /** Waits until every computation thread of this game waits for the other's messages, with nothing on its way. */
    void awaitAllWaiting() {
        Quiet quiet = new Quiet();
        Poll.until("both computations waiting for the other, nothing on its way", Duration.ofSeconds(60),
                Duration.ofMillis(20), quiet::seen, q -> q);
    }

    /** Successive looks at the game's threads: quiet once all were parked, and none ran, for {@link #QUIET_NANOS}. */
    private final class Quiet {
        private Map<Long, Long> times;
        private long since;

        boolean seen() {
            Map<Long, Long> now = parkedCpuTimes();
            long at = System.nanoTime();
            if (now == null || !now.equals(times)) {
                times = now;
                since = at;
                return false;
            }
            return at - since >= QUIET_NANOS;
        }
    }

    /** The CPU time of each thread of the game's computations and links, or null when one is not parked waiting. */
    private Map<Long, Long> parkedCpuTimes() {
        Map<Long, Long> times = new HashMap<>();
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
            Thread t = e.getKey();
            if (older.contains(t) || !t.isAlive() || !ours(t.getName())) {
                continue;
            }
            Thread.State state = t.getState();
            boolean parked = state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING;
            if (!parked || !waitsWhereItShould(t.getName(), e.getValue())) {
                return null;
            }
            times.put(t.getId(), cpu.getThreadCpuTime(t.getId()));
        }
        return times;
    }

    private static boolean ours(String name) {
        return name.equals("ks-joint-computer") || name.equals("2pc-sender") || name.startsWith("ks-reader-");
    }

    /** A computation waits in a receive; a sender idle or held by the test; a reader on its link. */
    private static boolean waitsWhereItShould(String name, StackTraceElement[] stack) {
        if (name.equals("ks-joint-computer")) {
            return in(stack, "LinkTransport", "receive");
        }
        if (name.equals("2pc-sender")) {
            return in(stack, "Conversation", "drain") && (in(stack, "HeldSend", "hold") || !in(stack, "Link", "send"));
        }
        return in(stack, "Link", "receive");
    }

    private static boolean in(StackTraceElement[] stack, String classSuffix, String method) {
        return Arrays.stream(stack).anyMatch(f -> f.getClassName().endsWith(classSuffix) && f.getMethodName().equals(method));
    }
}
