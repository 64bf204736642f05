package ks.app.seat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.crypto.AtomicFile;

/**
 * A player's own choices for one game that must outlive the process: {@code -r} (squares read
 * from black's side). Kept as a marker beside the game's save, so that a resumed game reads and
 * writes squares as before, and dropped when the game ends.
 */
public final class SeatChoices {

    private SeatChoices() {
    }

    /** The marker's path, checked by {@link GameFiles#marker}: a game id from a save never leads out of the saves' directory. */
    private static Path marker(ConfigDir dir, String gameId) {
        return GameFiles.marker(dir, gameId, ".reverse");
    }

    /** Remembers that the player of game {@code gameId} reads squares turned round (or forgets it). */
    public static void remember(ConfigDir dir, String gameId, boolean reverse) {
        try {
            if (reverse) {
                if (!Files.exists(marker(dir, gameId), LinkOption.NOFOLLOW_LINKS)) {
                    AtomicFile.write(marker(dir, gameId), "-r\n".getBytes(StandardCharsets.US_ASCII));
                }
            } else {
                Files.deleteIfExists(marker(dir, gameId));
            }
        } catch (IOException | IllegalArgumentException e) {
            // Only a convenience: without it, a resumed game reads squares as its command line says.
        }
    }

    /** Whether the player of game {@code gameId} chose {@code -r}. */
    public static boolean reversed(ConfigDir dir, String gameId) {
        try {
            return Files.exists(marker(dir, gameId));
        } catch (IllegalArgumentException unnameable) {
            return false;
        }
    }
}
