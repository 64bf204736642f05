package ks.net.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A {@link GameRecord} on disk: a first line {@code ks-record 1 <sha-256 of the rest>} and the
 * record as JSON. Written atomically (temporary file, fsync, rename), so a crash leaves the
 * old file or the new one, never half of one; read back only if the checksum holds.
 */
public final class RecordFile {

    private static final String MAGIC = "ks-record";
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private RecordFile() {
    }

    /** Writes {@code record} to {@code file} atomically. */
    public static void write(Path file, GameRecord record) throws IOException {
        byte[] json = MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(record);
        byte[] head = (MAGIC + " " + GameRecord.FORMAT + " " + sha256(json) + "\n").getBytes(StandardCharsets.US_ASCII);
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(java.nio.ByteBuffer.wrap(head));
                ch.write(java.nio.ByteBuffer.wrap(json));
                ch.force(true);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Reads a record; a missing, truncated, altered or foreign file is an {@link IOException}
     * whose message names the file and says what is wrong with it.
     */
    public static GameRecord read(Path file) throws IOException {
        byte[] all;
        try {
            all = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file");
        }
        int nl = indexOf(all, (byte) '\n');
        String head = nl < 0 ? "" : new String(all, 0, Math.min(nl, 200), StandardCharsets.US_ASCII);
        String[] parts = head.split(" ");
        if (parts.length != 3 || !parts[0].equals(MAGIC)) {
            throw new IOException(file + ": not a ks game record");
        }
        if (!parts[1].equals(Integer.toString(GameRecord.FORMAT))) {
            throw new IOException(file + ": record format " + parts[1] + " is not one this ks reads");
        }
        byte[] json = java.util.Arrays.copyOfRange(all, nl + 1, all.length);
        if (!sha256(json).equals(parts[2])) {
            throw new IOException(file + ": the record is damaged (checksum mismatch)");
        }
        try {
            GameRecord r = MAPPER.readValue(json, GameRecord.class);
            if (r == null) {
                throw new IOException(file + ": the record is empty");
            }
            return r;
        } catch (JsonProcessingException e) {
            throw new IOException(file + ": the record is unreadable (" + e.getOriginalMessage().lines().findFirst()
                    .orElse("bad JSON") + ")");
        }
    }

    private static int indexOf(byte[] a, byte b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    private static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
