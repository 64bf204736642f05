package ks.net.protocol;

import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import ks.testkit.Poll;

/**
 * The two-party computation threads a test's game starts (those alive when this is made are
 * another game's): a test moves its time sources only once all of them wait for the other's
 * messages, as real time would pass while a computation is held up.
 */
final class ComputationThreads {

    private final Set<Thread> older = ConcurrentHashMap.newKeySet();

    ComputationThreads() {
        older.addAll(Thread.getAllStackTraces().keySet());
    }

    /** Waits until every computation thread of this game waits for the other's messages. */
    void awaitAllWaiting() {
        Poll.until("both computations waiting for the other", Duration.ofSeconds(60), Duration.ofMillis(20),
                this::atWork, n -> n == 0);
    }

    private long atWork() {
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(e -> e.getKey().getName().equals("ks-joint-computer") && e.getKey().isAlive()
                        && !older.contains(e.getKey()))
                .filter(e -> Arrays.stream(e.getValue()).noneMatch(f -> f.getClassName().endsWith("LinkTransport")
                        && f.getMethodName().equals("receive")))
                .count();
    }
}
