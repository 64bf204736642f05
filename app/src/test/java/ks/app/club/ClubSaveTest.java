package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.app.UnfinishedSaves;
import ks.net.protocol.SavedGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A member's own copy of a club game goes only once the game is over and its record is kept: a
 * record that could not be written leaves the game in its save, to be audited again.
 */
class ClubSaveTest {

    @TempDir
    Path games;

    private final SavedGame game = UnfinishedSaves.game("bob", "club.example", UnfinishedSaves.newGameId());

    private ClubSave save() {
        return new ClubSave(games, id -> games.resolve(id + ".kss"));
    }

    private Path file() {
        return games.resolve(game.game().gameId() + ".kss");
    }

    @Test
    void aGameOverWhoseRecordIsNotKeptStaysSaved() throws Exception {
        ClubSave save = save();
        save.save(game);

        save.finished(game);

        assertThat(file()).exists();
    }

    @Test
    void aGameOverWhoseRecordIsKeptLeavesNoSave() throws Exception {
        ClubSave save = save();
        save.save(game);

        save.finished(game);
        save.recordKept();

        assertThat(file()).doesNotExist();
    }

    @Test
    void aRecordKeptBeforeTheSessionIsDoneLeavesNoSaveOnceItIs() throws Exception {
        ClubSave save = save();
        save.save(game);

        save.recordKept();
        assertThat(file()).exists();
        save.finished(game);

        assertThat(file()).doesNotExist();
    }
}
