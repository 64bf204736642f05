package ks.app.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import ks.app.UnfinishedSaves;
import ks.app.cli.ConfigDir;
import ks.net.protocol.SavedGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** After a crash, the seek a game came from names that game's opponent. */
class PlayedSeeksTest {

    @TempDir
    Path root;

    @Test
    void aSeekPlayedBeforeNamesTheUnfinishedGameAgainstItsPlayer() throws IOException {
        ConfigDir dir = new ConfigDir(root);
        UnfinishedSaves.save(dir, "bob", "192.0.2.2");
        PlayedSeeks.remember(dir, "k3f9a2", "bob");

        SavedGame game = PlayedSeeks.unfinished(dir, "k3f9a2");
        assertThat(game).isNotNull();
        assertThat(game.opponent()).isEqualTo("bob");
        assertThat(game.opponentHost()).isEqualTo("192.0.2.2");
    }

    @Test
    void aSeekNeverPlayedOrWhoseGameEndedNamesNone() throws IOException {
        ConfigDir dir = new ConfigDir(root);
        UnfinishedSaves.save(dir, "bob", "192.0.2.2");
        PlayedSeeks.remember(dir, "k3f9a2", "carol");

        assertThat(PlayedSeeks.unfinished(dir, "k3f9a2")).isNull();
        assertThat(PlayedSeeks.unfinished(dir, "zzzzzz")).isNull();
    }

    @Test
    void onlyTheNewestSeeksAreKept() {
        ConfigDir dir = new ConfigDir(root);
        for (int i = 0; i <= PlayedSeeks.KEPT; i++) {
            PlayedSeeks.remember(dir, "seek" + i, "bob");
        }
        assertThat(PlayedSeeks.player(dir, "seek0")).isNull();
        assertThat(PlayedSeeks.player(dir, "seek" + PlayedSeeks.KEPT)).isEqualTo("bob");
    }
}
