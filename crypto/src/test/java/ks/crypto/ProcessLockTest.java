package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shared files survive several ks processes writing them at once: real JVMs, released together,
 * each doing read-modify-write under the lock.
 */
class ProcessLockTest {

    private static final int PROCESSES = 4;
    private static final int ROUNDS = 60;

    @TempDir
    Path dir;

    /** Adds one to a number in a file ROUNDS times, by reading and rewriting it under the lock. */
    public static final class Counter {
        public static void main(String[] args) throws IOException {
            Path file = Path.of(args[0]);
            ConcurrentProcesses.awaitGo();
            for (int i = 0; i < Integer.parseInt(args[1]); i++) {
                try (ProcessLock lock = ProcessLock.acquire(ProcessLock.lockFileFor(file))) {
                    int n = Files.exists(file) ? Integer.parseInt(Files.readString(file).strip()) : 0;
                    Thread.yield(); // widen the window a lost update would need
                    Files.writeString(file, Integer.toString(n + 1));
                }
            }
        }
    }

    /** Takes the lock, says "held", and keeps it until a line arrives on its standard input. */
    public static final class Holder {
        public static void main(String[] args) throws IOException {
            try (ProcessLock lock = ProcessLock.acquire(Path.of(args[0]))) {
                System.out.println("held");
                System.out.flush();
                System.in.read();
            }
        }
    }

    /** Loads or makes the signing key of a config directory and prints its public half. */
    public static final class FirstKey {
        public static void main(String[] args) throws IOException {
            ConcurrentProcesses.awaitGo();
            System.out.println(new KeyStore(Path.of(args[0])).loadOrCreate(new SecureRandom()).identity().hex());
        }
    }

    /** Pins a key for the name given, as a new opponent's first game would. */
    public static final class Pin {
        public static void main(String[] args) throws IOException {
            ConcurrentProcesses.awaitGo();
            Identity key = SigningKey.generate(new SecureRandom()).identity();
            System.out.println(new KnownOpponents(Path.of(args[0])).pin(args[1], key).trust());
        }
    }

    @Test
    @Timeout(120)
    void concurrentProcessesLoseNoUpdate() throws Exception {
        Path counter = dir.resolve("counter");
        ConcurrentProcesses.run(PROCESSES, Counter.class, counter.toString(), Integer.toString(ROUNDS));
        assertThat(Files.readString(counter)).isEqualTo(Integer.toString(PROCESSES * ROUNDS));
    }

    @Test
    @Timeout(120)
    void firstGamesStartedTogetherEndUpWithOneSigningKey() throws Exception {
        List<String> keys = ConcurrentProcesses.run(PROCESSES, FirstKey.class, dir.toString());
        assertThat(keys).hasSize(PROCESSES).allMatch(k -> k.equals(keys.get(0)));
        assertThat(keys.get(0)).isEqualTo(new KeyStore(dir).load().identity().hex());
    }

    @Test
    @Timeout(120)
    void newOpponentsPinnedTogetherAreAllKept() throws Exception {
        List<String> verdicts = new ArrayList<>();
        // One process per name, all at once.
        ExecutorService pool = Executors.newFixedThreadPool(PROCESSES);
        try {
            List<Future<List<String>>> runs = new ArrayList<>();
            for (int i = 0; i < PROCESSES; i++) {
                String name = "opponent" + i;
                runs.add(pool.submit(() -> ConcurrentProcesses.run(1, Pin.class, dir.toString(), name)));
            }
            for (Future<List<String>> run : runs) {
                verdicts.addAll(run.get(60, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(verdicts).containsOnly("NEW");
        String pins = Files.readString(dir.resolve(KnownOpponents.FILE_NAME));
        for (int i = 0; i < PROCESSES; i++) {
            assertThat(pins).contains("opponent" + i + " ");
        }
    }

    @Test
    @Timeout(30)
    void threadsOfOneProcessTakeTurnsAndTheHolderMayTakeItAgain() throws Exception {
        Path file = dir.resolve("shared");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> jobs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                jobs.add(pool.submit(() -> {
                    for (int i = 0; i < 100; i++) {
                        try (ProcessLock outer = ProcessLock.acquire(ProcessLock.lockFileFor(file));
                                ProcessLock inner = ProcessLock.acquire(ProcessLock.lockFileFor(file))) {
                            int n = Files.exists(file) ? Integer.parseInt(Files.readString(file)) : 0;
                            Files.writeString(file, Integer.toString(n + 1));
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> job : jobs) {
                job.get(20, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(Files.readString(file)).isEqualTo("400");
    }

    @Test
    @Timeout(60)
    void tryingALockAnotherProcessHoldsGivesNothingUntilItLetsGo() throws Exception {
        Path lockFile = dir.resolve(".game.lock");
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Holder.class.getName(), lockFile.toString())
                .redirectErrorStream(true).start();
        try {
            BufferedReader said = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertThat(said.readLine()).isEqualTo("held");
            assertThat(ProcessLock.tryAcquire(lockFile)).isNull();
            holder.getOutputStream().write('\n');
            holder.getOutputStream().flush();
            assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
            try (ProcessLock mine = ProcessLock.tryAcquire(lockFile)) {
                assertThat(mine).isNotNull();
            }
        } finally {
            holder.destroyForcibly();
        }
    }

    @Test
    @Timeout(30)
    void tryingALockAnotherThreadHoldsGivesNothingButItsHolderMayTakeItAgain() throws Exception {
        Path lockFile = dir.resolve(".game.lock");
        try (ProcessLock mine = ProcessLock.tryAcquire(lockFile)) {
            assertThat(mine).isNotNull();
            ExecutorService other = Executors.newSingleThreadExecutor();
            try {
                assertThat(other.submit(() -> ProcessLock.tryAcquire(lockFile)).get(20, TimeUnit.SECONDS)).isNull();
            } finally {
                other.shutdownNow();
            }
            try (ProcessLock again = ProcessLock.tryAcquire(lockFile)) {
                assertThat(again).isNotNull();
            }
        }
    }

    @Test
    void theLockFileIsAHiddenFileBesideTheData() {
        assertThat(ProcessLock.lockFileFor(dir.resolve("ratings"))).isEqualTo(dir.resolve(".ratings.lock"));
    }
}
