package ks.app.seek;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.app.cli.ConfigDir;
import ks.crypto.AtomicFile;
import ks.crypto.BoundedFile;
import ks.app.cli.GameFiles;
import ks.net.protocol.SavedGame;

/**
 * The seeks this player's {@code ks --play} was accepted for, and by whom, kept in the ks
 * directory: a seek ends with its game, so after a crash {@code ks --play ID} again finds no seek,
 * and only this tells whose game it was, to name the command that continues it. The newest
 * {@link #KEPT} are kept. Reading or writing it never stops a game: a failure leaves it out. It is
 * read as every file ks opens ({@link BoundedFile}: a regular file, at most {@link #MAX_BYTES}) and
 * replaced whole ({@link AtomicFile}), so a pipe or a huge file put in its place holds nothing up.
 */
final class PlayedSeeks {

    /** How many seeks are remembered. */
    static final int KEPT = 32;

    /** The largest file read: {@link #KEPT} lines of an id and a name are a few KiB. */
    static final int MAX_BYTES = 64 << 10;

    private static final String FILE = "played-seeks";

    private PlayedSeeks() {
    }

    /** Remembers that seek {@code id} was accepted by {@code player}. */
    static void remember(ConfigDir dir, String id, String player) {
        Path file = dir.root().resolve(FILE);
        List<String> lines = new ArrayList<>(read(file));
        lines.removeIf(l -> l.startsWith(id + " "));
        lines.add(id + " " + player);
        StringBuilder kept = new StringBuilder();
        lines.subList(Math.max(0, lines.size() - KEPT), lines.size()).forEach(l -> kept.append(l).append('\n'));
        try {
            AtomicFile.write(file, kept.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // Only a later hint is lost: the game itself needs none of this.
        }
    }

    /**
     * The unfinished game against the player who accepted seek {@code id} (the newest saved, when
     * there are several), or null when that seek is not remembered or no such game is saved.
     */
    static SavedGame unfinished(ConfigDir dir, String id) {
        String player = player(dir, id);
        if (player == null) {
            return null;
        }
        return GameFiles.unfinished(dir).stream().map(GameFiles.Unfinished::game)
                .filter(g -> g != null && g.opponent().equals(player)).findFirst().orElse(null);
    }

    /** The player who accepted seek {@code id}, or null when it is not remembered. */
    static String player(ConfigDir dir, String id) {
        return read(dir.root().resolve(FILE)).stream().filter(l -> l.startsWith(id + " "))
                .map(l -> l.substring(id.length() + 1)).reduce((a, b) -> b).orElse(null);
    }

    private static List<String> read(Path file) {
        try {
            return new String(BoundedFile.read(file, MAX_BYTES, "list of played seeks"), StandardCharsets.UTF_8).lines()
                    .toList();
        } catch (IOException e) {
            // None yet, or a pipe, a device, a file too large: no hint, and the next seek played replaces it.
            return List.of();
        }
    }
}
