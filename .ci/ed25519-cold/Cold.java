import java.io.*;
import java.math.BigInteger;
import java.security.*;
import java.security.spec.*;
import java.util.*;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;

/**
 * Verifies every vector of a {@code Dump} (key, message, signature) with Bouncy Castle ({@code bc}) or the
 * JDK's own Ed25519 (SunEC, {@code jdk}), PASSES times, and prints each pass's time: the first pass is what a
 * fresh JVM pays cold, the later ones warm (docs/performance.md, "check30"):
 * {@code javac -d /tmp/ed -cp app/target/ks.jar .ci/ed25519-cold/*.java &&
 * java -cp /tmp/ed:app/target/ks.jar ks.net.protocol.Dump DIR/games /tmp/ed/vec.bin &&
 * java -XX:TieredStopAtLevel=1 -cp /tmp/ed:app/target/ks.jar Cold bc|jdk /tmp/ed/vec.bin PASSES}.
 */
public final class Cold {
    public static void main(String[] a) throws Exception {
        long t0 = System.nanoTime();
        List<byte[][]> v = new ArrayList<>();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(a[1])))) {
            while (in.available() > 0) {
                byte[] k = in.readNBytes(32); byte[] m = in.readNBytes(in.readInt()); byte[] s = in.readNBytes(64);
                v.add(new byte[][] {k, m, s});
            }
        }
        int reps = a.length > 2 ? Integer.parseInt(a[2]) : 1;
        long t1 = System.nanoTime();
        int ok = 0;
        Map<String, Object> keys = new HashMap<>();
        boolean jdk = a[0].equals("jdk");
        KeyFactory kf = jdk ? KeyFactory.getInstance("Ed25519") : null;
        long[] per = new long[reps];
        for (int r = 0; r < reps; r++) {
            long s0 = System.nanoTime();
            for (byte[][] x : v) {
                String hk = HexFormat.of().formatHex(x[0]);
                if (jdk) {
                    PublicKey pk = (PublicKey) keys.computeIfAbsent(hk, h -> jdkKey(kf, x[0]));
                    Signature sg = Signature.getInstance("Ed25519");
                    sg.initVerify(pk); sg.update(x[1]);
                    if (sg.verify(x[2])) ok++;
                } else {
                    Ed25519PublicKeyParameters pk = (Ed25519PublicKeyParameters) keys.computeIfAbsent(hk, h -> new Ed25519PublicKeyParameters(x[0], 0));
                    Ed25519Signer sg = new Ed25519Signer();
                    sg.init(false, pk); sg.update(x[1], 0, x[1].length);
                    if (sg.verifySignature(x[2])) ok++;
                }
            }
            per[r] = System.nanoTime() - s0;
        }
        long t2 = System.nanoTime();
        var mx = java.lang.management.ManagementFactory.getRuntimeMXBean();
        StringBuilder sb = new StringBuilder();
        for (long p : per) sb.append(String.format(" %.1f", p / 1e6));
        System.out.printf("%s ok %d/%d; read %.1f ms, verify passes (ms):%s; uptime at end %d ms%n", a[0], ok, v.size() * reps,
                (t1 - t0) / 1e6, sb, mx.getUptime());
    }

    static PublicKey jdkKey(KeyFactory kf, byte[] raw) {
        byte[] le = raw.clone();
        boolean xOdd = (le[31] & 0x80) != 0;
        le[31] &= 0x7f;
        byte[] be = new byte[32];
        for (int i = 0; i < 32; i++) be[i] = le[31 - i];
        try {
            return kf.generatePublic(new EdECPublicKeySpec(NamedParameterSpec.ED25519, new EdECPoint(xOdd, new BigInteger(1, be))));
        } catch (InvalidKeySpecException e) { throw new IllegalStateException(e); }
    }
}
