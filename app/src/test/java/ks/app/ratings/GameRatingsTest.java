package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import ks.app.cli.ConfigDir;
import ks.crypto.KeyStore;
import ks.crypto.ProcessLock;
import ks.crypto.SigningKey;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rated game that ends here is rated first and its audit kept after, and it is rated even when
 * what {@code ks --ratings --check} keeps cannot be written: that list only spares the check work,
 * and the player is told in one line.
 */
@Timeout(60)
class GameRatingsTest {

    @TempDir
    Path dir;

    @Test
    void aListOfCheckedRecordsThatCannotBeKeptCostsANoteNotTheRating() throws Exception {
        List<String> said = new ArrayList<>();

        GameRecord game = aRatedGameEndsWithTheListInTheWay(said);

        assertThat(said).as(said.toString()).anyMatch(l -> l.startsWith("Ratings: alice 1200 -> "));
        assertThat(said).filteredOn(l -> l.contains(CheckedRecords.FILE_NAME)).singleElement().asString()
                .startsWith("ks: note: ").doesNotContain("Exception");
        assertThat(new Ledger(dir).entries()).singleElement().extracting(LedgerEntry::gameId).isEqualTo(game.gameId());
    }

    @Test
    void theGameIsRatedBeforeItsAuditIsKept() throws Exception {
        // The list's write fails, so the order of what the player is told is the order of the writes.
        List<String> said = new ArrayList<>();

        aRatedGameEndsWithTheListInTheWay(said);

        assertThat(said).as(said.toString()).hasSize(2);
        assertThat(said.get(0)).startsWith("Ratings: ");
        assertThat(said.get(1)).startsWith("ks: note: ");
    }

    /**
     * A rated game ends here, and the list of checked records cannot be written: its lock cannot be
     * taken, a directory standing where its lock file goes (as a root-owned lock left by a {@code
     * sudo ks --ratings --check} stands for a player). What the player is told goes to {@code said}.
     */
    private GameRecord aRatedGameEndsWithTheListInTheWay(List<String> said) throws Exception {
        SigningKey alice = new KeyStore(dir).loadOrCreate(new SecureRandom());
        GameRecord game = FinishedGames.play("alice", alice, "bob", FinishedGames.key(), "1-0");
        Path file = dir.resolve("games").resolve("g0.ksg");
        RecordFile.write(file, game);
        Files.createDirectories(ProcessLock.lockFileFor(dir.resolve(CheckedRecords.FILE_NAME)).resolve("in-the-way"));
        GameRatings.afterGame(new ConfigDir(dir), file, true, true, r -> false, said::add);
        return game;
    }
}
