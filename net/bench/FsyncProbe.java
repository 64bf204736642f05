import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;

/**
 * How long the file system under the club's database takes to make a write durable, measured the
 * way a commit makes it: append a page (8 KiB, PostgreSQL's page), FileChannel.force, every
 * INTERVAL_MS, in a file of its own in DIR (wrapping at 16 MiB like a write-ahead log segment);
 * it prints the count and p50/p99/max when SECONDS have passed or when it is stopped (SIGTERM).
 * It runs alone, and beside the club (net/bench/club-capacity.sh with KS_FSYNC_PROBE=1), so the
 * disk's own stalls can be told from the club's. Run as a single source file:
 *
 *   java net/bench/FsyncProbe.java DIR [SECONDS [INTERVAL_MS [LABEL]]]     defaults: 30 s, 20 ms
 */
public final class FsyncProbe {

    private static final int PAGE = 8192;
    private static final long WRAP = 16L << 20;

    private final long[] nanos = new long[1 << 20];
    private volatile int count;
    private final String label;

    private FsyncProbe(String label) {
        this.label = label;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: java FsyncProbe.java DIR [SECONDS [INTERVAL_MS [LABEL]]]");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        long seconds = args.length > 1 ? Long.parseLong(args[1]) : 30;
        long interval = args.length > 2 ? Long.parseLong(args[2]) : 20;
        FsyncProbe probe = new FsyncProbe(args.length > 3 ? args[3] : "fsync probe");
        Path file = Files.createTempFile(dir, "fsync-probe", ".bin");
        Runtime.getRuntime().addShutdownHook(new Thread(probe::report));
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            probe.run(ch, seconds * 1_000_000_000L, interval * 1_000_000L);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private void run(FileChannel ch, long forNanos, long intervalNanos) throws IOException {
        ByteBuffer page = ByteBuffer.allocateDirect(PAGE);
        long end = System.nanoTime() + forNanos;
        long offset = 0;
        long next = System.nanoTime();
        while (System.nanoTime() < end && count < nanos.length) {
            page.clear();
            page.putLong(0, offset);
            ch.write(page, offset);
            long t = System.nanoTime();
            ch.force(false);
            nanos[count] = System.nanoTime() - t;
            count++;
            offset = (offset + PAGE) % WRAP;
            next += intervalNanos;
            LockSupport.parkNanos(next - System.nanoTime());
        }
    }

    private synchronized void report() {
        int n = count;
        if (n == 0) {
            System.out.println(label + ": no fsync finished");
            return;
        }
        long[] s = Arrays.copyOf(nanos, n);
        Arrays.sort(s);
        long over100 = Arrays.stream(s).filter(x -> x > 100_000_000L).count();
        System.out.printf("%s: %d fsyncs of 8 KiB, p50 %.2f ms, p99 %.2f ms, p99.9 %.1f ms, max %.1f ms, %d over 100 ms%n",
                label, n, at(s, 0.50), at(s, 0.99), at(s, 0.999), s[n - 1] / 1e6, over100);
        System.out.flush();
    }

    private static double at(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }
}
