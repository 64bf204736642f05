package ks.net.protocol;

import java.nio.file.*;
import java.util.*;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.net.store.RecordFile;

/**
 * The floor of {@code ks --ratings --check}: the CPU one thread spends, warm (a bench loop in one JVM),
 * on each phase of checking the signed records in a directory (reading the files, their checksums,
 * parsing, the signatures, the whole audit with its replay), the first pass (cold) beside it, and one
 * Ed25519 verification. In package ks.net.protocol to call {@code RecordSignatures} apart from the replay;
 * compiled against ks.jar and run beside it (docs/performance.md, "The first check's floor"):
 * {@code javac -d /tmp/floor -cp app/target/ks.jar .ci/check-floor/Floor.java &&
 * java -cp /tmp/floor:app/target/ks.jar ks.net.protocol.Floor DIR/games 40}.
 */
public final class Floor {
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int iters = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        List<Path> files = new ArrayList<>();
        try (var s = Files.list(dir)) { s.filter(f -> f.toString().endsWith(".ksg")).sorted().forEach(files::add); }
        int n = files.size();
        byte[][] bytes = new byte[n][];
        for (int i = 0; i < n; i++) bytes[i] = Files.readAllBytes(files.get(i));
        long sink = 0;
        long[] tRead = new long[iters], tBody = new long[iters], tParse = new long[iters], tSig = new long[iters],
                tAudit = new long[iters];
        for (int it = 0; it < iters; it++) {
            long a = cpu();
            for (Path f : files) sink += RecordFile.contents(f).length;
            long b = cpu();
            var bodies = new ks.net.store.ChecksummedFile.Body[n];
            for (int i = 0; i < n; i++) { bodies[i] = RecordFile.body(files.get(i), bytes[i]); sink += bodies[i].sha256().length(); }
            long c = cpu();
            GameRecord[] recs = new GameRecord[n];
            for (int i = 0; i < n; i++) recs[i] = RecordFile.parse(files.get(i), bodies[i]);
            long d = cpu();
            for (int i = 0; i < n; i++) { if (RecordSignatures.check(recs[i]).altered() != null) throw new AssertionError(); }
            long e = cpu();
            for (int i = 0; i < n; i++) { if (!Audit.verify(recs[i]).passed()) throw new AssertionError(Audit.verify(recs[i]).line()); }
            long f = cpu();
            tRead[it] = b - a; tBody[it] = c - b; tParse[it] = d - c; tSig[it] = e - d; tAudit[it] = f - e;
        }
        System.out.printf("first pass (cold), ms of CPU: read %.1f, checksums %.1f, parse %.1f, signatures %.1f, audit %.1f%n",
                tRead[0] / 1e6, tBody[0] / 1e6, tParse[0] / 1e6, tSig[0] / 1e6, tAudit[0] / 1e6);
        System.out.printf("records %d, iterations %d; per 100 records, ms of this thread's CPU (median of the last half, min):%n", n, iters);
        report("read files", tRead); report("body+sha256 (checksums)", tBody); report("parse", tParse);
        report("signatures (RecordSignatures.check)", tSig); report("Audit.verify (signatures + replay)", tAudit);
        // one Ed25519 verification, warm
        SigningKey k = SigningKey.generate(new java.security.SecureRandom());
        byte[] msg = new byte[200]; byte[] sig = k.sign(msg); Identity id = k.identity();
        for (int i = 0; i < 5000; i++) if (!id.verify(msg, sig)) throw new AssertionError();
        long a = cpu(); int m = 5000;
        for (int i = 0; i < m; i++) if (!id.verify(msg, sig)) throw new AssertionError();
        System.out.printf("one Ed25519 verification (Bouncy Castle, warm): %.1f us%n", (cpu() - a) / 1e3 / m);
        if (sink == 42) {
            System.out.println();
        }
    }

    static final java.lang.management.ThreadMXBean MX = java.lang.management.ManagementFactory.getThreadMXBean();
    static long cpu() { return MX.getCurrentThreadCpuTime(); }

    static void report(String what, long[] t) {
        long[] h = Arrays.copyOfRange(t, t.length / 2, t.length); Arrays.sort(h);
        System.out.printf("  %-40s %8.1f  (min %.1f)%n", what, h[h.length / 2] / 1e6, h[0] / 1e6);
    }
}
