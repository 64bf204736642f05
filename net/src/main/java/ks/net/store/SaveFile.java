package ks.net.store;

import ks.net.protocol.SavedGame;
import java.io.IOException;
import java.nio.file.Path;
import ks.net.protocol.Json;

/**
 * A {@link SavedGame} on disk: a first line {@code ks-save 1 <sha-256 of the rest>} and the
 * game as JSON, replaced atomically after every ply (see {@link ChecksummedFile}). A save that
 * is truncated, altered or not a save at all is refused with a line naming the file.
 */
public final class SaveFile {

    private static final String MAGIC = "ks-save";

    private SaveFile() {
    }

    /** Replaces {@code file} with {@code game}, atomically. */
    public static void write(Path file, SavedGame game) throws IOException {
        ChecksummedFile.write(file, MAGIC, SavedGame.FORMAT, Json.MAPPER.writeValueAsBytes(game));
    }

    /** Reads a save; anything wrong with it is an {@link IOException} naming the file. */
    public static SavedGame read(Path file) throws IOException {
        return JsonBody.parse(file, ChecksummedFile.read(file, MAGIC, SavedGame.FORMAT, "ks saved game"), "saved game", SavedGame.class);
    }
}
