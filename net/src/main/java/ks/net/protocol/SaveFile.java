package ks.net.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A {@link SavedGame} on disk: a first line {@code ks-save 1 <sha-256 of the rest>} and the
 * game as JSON, replaced atomically after every ply (see {@link ChecksummedFile}). A save that
 * is truncated, altered or not a save at all is refused with a line naming the file.
 */
public final class SaveFile {

    private static final String MAGIC = "ks-save";
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    private SaveFile() {
    }

    /** Replaces {@code file} with {@code game}, atomically. */
    public static void write(Path file, SavedGame game) throws IOException {
        ChecksummedFile.write(file, MAGIC, SavedGame.FORMAT, MAPPER.writeValueAsBytes(game));
    }

    /** Reads a save; anything wrong with it is an {@link IOException} naming the file. */
    public static SavedGame read(Path file) throws IOException {
        byte[] json = ChecksummedFile.read(file, MAGIC, SavedGame.FORMAT, "ks saved game");
        try {
            SavedGame g = MAPPER.readValue(json, SavedGame.class);
            if (g == null) {
                throw new IOException(file + ": the saved game is empty");
            }
            return g;
        } catch (JsonProcessingException e) {
            throw new IOException(file + ": the saved game is unreadable (" + ks.engine.Printable.line(e.getOriginalMessage()) + ")");
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IOException(file + ": the saved game is unreadable (" + ks.engine.Printable.line(e.getMessage()) + ")");
        }
    }
}
