package ks.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import ks.app.UnfinishedSaves;
import ks.net.protocol.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A finished game's record is named after its opponent and id, strings that came from the other
 * side (a peer, a club): whatever they hold, the record is written, and written in {@code games/}.
 */
@Timeout(20)
class GameFilesRecordTest {

    @TempDir
    Path tmp;

    @Test
    void aRecordWhoseOpponentIsAPathIsKeptInTheGamesDirectory() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        Files.createDirectories(dir.games().resolve("20260101-000000-x"));
        GameRecord record = record("x/../../../../escaped", UnfinishedSaves.newGameId());

        Path file = GameFiles.saveRecord(dir, record);

        assertThat(file.getParent()).isEqualTo(dir.games());
        assertThat(file.getFileName().toString()).doesNotContain("escaped").endsWith(".ksg");
        assertThat(recordsUnder(tmp)).containsExactly(file);
    }

    @Test
    void aRecordWhoseGameIdIsShortOrNotHexIsKept() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));

        Path file = GameFiles.saveRecord(dir, record("bob", "../x"));

        assertThat(file.getParent()).isEqualTo(dir.games());
        assertThat(file.getFileName().toString()).contains("-bob-").doesNotContain("..");
    }

    @Test
    void aRecordOfAnOrdinaryGameIsNamedAfterItsOpponentAndId() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        String id = UnfinishedSaves.newGameId();

        Path file = GameFiles.saveRecord(dir, record("bob", id));

        assertThat(file.getFileName().toString()).matches("\\d{8}-\\d{6}-bob-" + id.substring(0, 8) + "\\.ksg");
    }

    private static GameRecord record(String opponent, String gameId) {
        return GameRecord.builder().players("alice", "alice", opponent).ids(gameId, "00").build();
    }

    private static List<Path> recordsUnder(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(p -> p.toString().endsWith(".ksg")).toList();
        }
    }
}
