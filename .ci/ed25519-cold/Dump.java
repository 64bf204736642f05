package ks.net.protocol;

import java.io.*;
import java.nio.file.*;
import java.util.*;
import ks.net.store.RecordFile;

/**
 * Writes, for each signed record in a directory, four of the verifications its check makes (the referee's
 * reveal and end, the guest's seal and last acknowledgement) as key, message and signature, for {@code Cold}
 * to verify with either library. In package ks.net.protocol for the statements' bytes.
 */
public final class Dump {
    public static void main(String[] a) throws Exception {
        List<Path> files = new ArrayList<>();
        try (var s = Files.list(Path.of(a[0]))) { s.filter(f -> f.toString().endsWith(".ksg")).sorted().forEach(files::add); }
        HexFormat H = HexFormat.of();
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(a[1])))) {
            int n = 0; long bytes = 0;
            for (Path f : files) {
                GameRecord r = RecordFile.parse(f, RecordFile.body(f, Files.readAllBytes(f)));
                Agreement ag = r.agreement().agreement();
                byte[] ref = H.parseHex(ag.refereeKey());
                byte[] guest = H.parseHex(ag.keyOf(r.guestColour()));
                List<byte[][]> v = new ArrayList<>();
                v.add(new byte[][] {ref, Statements.reveal(r.gameId(), r.entries(), r.salts(), r.clocks()), H.parseHex(r.revealSignature())});
                v.add(new byte[][] {guest, EndSeal.bytes(r), H.parseHex(r.seal())});
                Message.End e = r.end();
                v.add(new byte[][] {ref, Statements.end(r.gameId(), e.result(), e.kind(), e.reason(), e.actions()), H.parseHex(e.signature())});
                int k = r.acks().size() - 1;
                v.add(new byte[][] {guest, Statements.ack(r.gameId(), r.commitments().get(k)), H.parseHex(r.acks().get(k))});
                for (byte[][] x : v) {
                    out.write(x[0]); out.writeInt(x[1].length); out.write(x[1]); out.write(x[2]);
                    n++; bytes += x[1].length;
                }
            }
            System.out.println(n + " vectors, " + bytes + " message bytes");
        }
    }
}
