package ks.net.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import ks.crypto.AtomicFile;
import ks.crypto.BoundedFile;
import ks.crypto.Checksum;

/**
 * A file of one first line {@code <magic> <format> <sha-256 of the rest>} and a body, replaced
 * atomically through {@link AtomicFile} (a crash, {@code kill -9}, power loss or full disk leaves
 * the old file or the new one, never half of one). A body that does not match its checksum
 * (truncated, altered) is refused on reading.
 */
public final class ChecksummedFile {

    /**
     * The largest file read back: 64 MiB, far beyond any game's record or save (a record of a
     * thousand plies is well under a megabyte), so {@code ks --audit /dev/zero} is one line of
     * error and not all memory.
     */
    public static final int MAX_BYTES = 64 << 20;

    private ChecksummedFile() {
    }

    /** Replaces {@code file} with the header line and {@code body}. */
    public static void write(Path file, String magic, int format, byte[] body) throws IOException {
        AtomicFile.write(file, bytes(magic, format, body));
    }

    /** The whole file: the header line and {@code body}. */
    public static byte[] bytes(String magic, int format, byte[] body) {
        byte[] head = (magic + " " + format + " " + Checksum.sha256HexWritten(body) + "\n")
                .getBytes(StandardCharsets.US_ASCII);
        byte[] all = Arrays.copyOf(head, head.length + body.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        return all;
    }

    /**
     * Reads the body back; a missing, foreign, truncated or altered file is an
     * {@link IOException} whose message names the file and says what is wrong with it.
     */
    public static byte[] read(Path file, String magic, int format, String what) throws IOException {
        return read(file, magic, Set.of(format), what).bytes();
    }

    /** A body, the format its header line names, and its SHA-256 (hex), which the header line gave and was verified. */
    public record Body(int format, byte[] bytes, String sha256) {
    }

    /** {@link #read(Path, String, int, String)} for a file that may be in any of {@code formats}. */
    public static Body read(Path file, String magic, Set<Integer> formats, String what) throws IOException {
        return parse(file, contents(file, what), magic, formats, what);
    }

    /** The whole of {@code file} as it is on disk, header and body; a missing or oversized file is an {@link IOException}. */
    public static byte[] contents(Path file, String what) throws IOException {
        try {
            return BoundedFile.read(file, MAX_BYTES, what);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file");
        }
    }

    /** {@link #read(Path, String, Set, String)} of {@code all}, the {@link #contents} of {@code file}. */
    public static Body parse(Path file, byte[] all, String magic, Set<Integer> formats, String what) throws IOException {
        int nl = indexOf(all, (byte) '\n');
        String head = nl < 0 ? "" : new String(all, 0, Math.min(nl, 200), StandardCharsets.US_ASCII);
        String[] parts = head.split(" ");
        if (parts.length != 3 || !parts[0].equals(magic)) {
            throw new IOException(file + ": not a " + what + (all.length == 0 ? " (the file is empty)" : ""));
        }
        int format = formats.stream().filter(f -> parts[1].equals(Integer.toString(f))).findFirst().orElse(-1);
        if (format < 0) {
            throw new IOException(file + ": " + what + " format " + parts[1] + " is not one this ks reads");
        }
        byte[] body = Arrays.copyOfRange(all, nl + 1, all.length);
        if (!sha256(body).equals(parts[2])) {
            throw new IOException(file + ": the " + what + " is damaged or truncated (checksum mismatch)");
        }
        return new Body(format, body, parts[2]);
    }

    private static int indexOf(byte[] a, byte b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /** The SHA-256 of {@code data} in lower-case hex, as the header line writes it. */
    public static String sha256(byte[] data) {
        return Checksum.sha256Hex(data);
    }
}
