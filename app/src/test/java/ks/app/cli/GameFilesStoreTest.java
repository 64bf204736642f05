package ks.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import ks.app.UnfinishedSaves;
import ks.net.protocol.SavedGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's store writes, locks and removes the game's save by a path built from the game's strings;
 * a resumed game's strings are a save's, which whoever can write {@code games/unfinished/} chose. No
 * such path leaves that directory.
 */
@Timeout(20)
class GameFilesStoreTest {

    @TempDir
    Path tmp;

    @Test
    void aGameWhoseOpponentLeadsOutOfTheSavesDirectoryIsNotSavedThere() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        SavedGame game = UnfinishedSaves.game("../../x", "lab7", UnfinishedSaves.newGameId());
        try (GameFiles.Store store = GameFiles.store(dir, "lab7", 7)) {
            Throwable refused = catchThrowable(() -> store.save(game));
            assertThat(refused).isInstanceOf(IOException.class).hasMessage("the game's save cannot be named:"
                    + " its opponent ../../x is not a player's name (1 to 64 letters, digits, '.', '-' or '_')");
        }
        assertThat(filesUnder(tmp)).isEmpty();
    }

    @Test
    void aGameWhoseOpponentLeadsOutOfTheSavesDirectoryRemovesNothingThere() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        String id = UnfinishedSaves.newGameId();
        SavedGame game = UnfinishedSaves.game("../../x", "lab7", id);
        Files.createDirectories(GameFiles.unfinishedDir(dir));
        Path users = dir.root().resolve("x-" + id + ".kss");
        Files.writeString(users, "the user's own file");
        Throwable refused;
        try (GameFiles.Store store = GameFiles.store(dir, "lab7", 7)) {
            store.finished(game);
            refused = catchThrowable(store::recordKept);
        }
        assertThat(users).exists().hasContent("the user's own file");
        assertThat(filesUnder(tmp)).containsExactly(users);
        assertThat(refused).isInstanceOf(IOException.class);
    }

    private static List<Path> filesUnder(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(Files::isRegularFile).toList();
        }
    }
}
