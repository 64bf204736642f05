package ks.net.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;

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
        ChecksummedFile.write(file, MAGIC, GameRecord.FORMAT, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(record));
    }

    /**
     * Reads a record; a missing, truncated, altered or foreign file is an {@link IOException}
     * whose message names the file and says what is wrong with it.
     */
    public static GameRecord read(Path file) throws IOException {
        byte[] json = ChecksummedFile.read(file, MAGIC, GameRecord.FORMAT, "ks game record");
        try {
            GameRecord r = MAPPER.readValue(json, GameRecord.class);
            if (r == null) {
                throw new IOException(file + ": the record is empty");
            }
            return r;
        } catch (JsonProcessingException e) {
            throw new IOException(file + ": the record is unreadable (" + ks.engine.Printable.line(e.getOriginalMessage()) + ")");
        }
    }
}
