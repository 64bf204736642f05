package ks.net.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Json;

/**
 * A {@link GameRecord} on disk: a first line {@code ks-record <format> <sha-256 of the rest>}
 * and the record as JSON. Written atomically (temporary file, fsync, rename), so a crash leaves
 * the old file or the new one, never half of one; read back only if the checksum holds. The
 * checksum only finds damage: what proves a record of format 2 are the signatures inside it,
 * which the audit checks. Records of format 1 (unsigned) are still read.
 */
public final class RecordFile {

    private static final String MAGIC = "ks-record";
    private static final String WHAT = "ks game record";

    private RecordFile() {
    }

    /** Writes {@code record} to {@code file} atomically, under the record's own format. */
    public static void write(Path file, GameRecord record) throws IOException {
        ChecksummedFile.write(file, MAGIC, record.version(), body(record));
    }

    /** The file's bytes for {@code record}, as {@link #write} puts them on disk (a download, say). */
    public static byte[] bytes(GameRecord record) throws IOException {
        return ChecksummedFile.bytes(MAGIC, record.version(), body(record));
    }

    private static byte[] body(GameRecord record) throws IOException {
        return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(record);
    }

    /**
     * Reads a record; a missing, truncated, altered or foreign file is an {@link IOException}
     * whose message names the file and says what is wrong with it.
     */
    public static GameRecord read(Path file) throws IOException {
        return parse(file, contents(file));
    }

    /** The bytes of the record file {@code file} as they are on disk, to be {@link #parse}d. */
    public static byte[] contents(Path file) throws IOException {
        return ChecksummedFile.contents(file, WHAT);
    }

    /** {@link #read} of {@code all}, the {@link #contents} of {@code file}. */
    public static GameRecord parse(Path file, byte[] all) throws IOException {
        return parse(file, body(file, all));
    }

    /**
     * The body of the record file whose {@link #contents} are {@code all}, its checksum verified: the
     * SHA-256 of the body ({@link ChecksummedFile#sha256}) is then that in the file's first line, and
     * fixes the whole file. A file that is not a record, or damaged, is an {@link IOException}.
     */
    public static ChecksummedFile.Body body(Path file, byte[] all) throws IOException {
        return ChecksummedFile.parse(file, all, MAGIC, Set.of(GameRecord.UNSIGNED, GameRecord.FORMAT), WHAT);
    }

    /** The record in {@code body}, the {@link #body} of {@code file}. */
    public static GameRecord parse(Path file, ChecksummedFile.Body body) throws IOException {
        GameRecord record = JsonBody.record(file, body.bytes());
        if (record.version() != body.format()) {
            throw new IOException(file + ": the record says it is of format " + record.version()
                    + " but its first line says " + body.format());
        }
        return record;
    }
}
