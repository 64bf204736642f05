package ks.app.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.file.Path;
import ks.app.UnfinishedSaves;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built-in opponent's half of a practice game is named after the player's name and the game's
 * id, which a resumed game takes from the player's save: a name that would lead out of the
 * opponent's folder names no file, whatever asks for it.
 */
@Timeout(20)
class PracticeBotSaveTest {

    @TempDir
    Path tmp;

    @Test
    void aPlayersNameLeadingOutOfTheOpponentsFolderNamesNoFile() {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));

        Throwable refused = catchThrowable(() -> Practice.botSave(dir, "../../../x", UnfinishedSaves.newGameId()));

        assertThat(refused).isInstanceOf(IOException.class).hasMessage("the game's save cannot be named: its player"
                + " ../../../x is not a player's name (1 to 64 letters, digits, '.', '-' or '_')");
    }

    @Test
    void aPlayersHalfIsKeptInTheOpponentsFolder() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        String id = UnfinishedSaves.newGameId();

        assertThat(Practice.botSave(dir, "alice", id)).isEqualTo(
                GameFiles.unfinishedDir(dir).resolve(Practice.OPPONENT).resolve("alice-" + id + ".kss"));
    }
}
