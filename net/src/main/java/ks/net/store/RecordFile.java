package ks.net.store;

import java.io.IOException;
import java.nio.file.Path;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Json;

/**
 * A {@link GameRecord} on disk: a first line {@code ks-record 1 <sha-256 of the rest>} and the
 * record as JSON. Written atomically (temporary file, fsync, rename), so a crash leaves the
 * old file or the new one, never half of one; read back only if the checksum holds.
 */
public final class RecordFile {

    private static final String MAGIC = "ks-record";

    private RecordFile() {
    }

    /** Writes {@code record} to {@code file} atomically. */
    public static void write(Path file, GameRecord record) throws IOException {
        ChecksummedFile.write(file, MAGIC, GameRecord.FORMAT, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(record));
    }

    /**
     * Reads a record; a missing, truncated, altered or foreign file is an {@link IOException}
     * whose message names the file and says what is wrong with it.
     */
    public static GameRecord read(Path file) throws IOException {
        return JsonBody.parse(file, ChecksummedFile.read(file, MAGIC, GameRecord.FORMAT, "ks game record"), "record", GameRecord.class);
    }
}
