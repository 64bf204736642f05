package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import ks.app.UnfinishedSaves;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The marker of a game read with its squares turned round ({@code -r}) is named after the game's id,
 * which a resumed game takes from its save: an id that is not one ks writes names no marker, so no
 * path leaves {@code games/unfinished/}, whatever calls {@link SeatChoices}.
 */
@Timeout(20)
class SeatChoicesTest {

    private static final String OUT = "../../x";

    @TempDir
    Path tmp;

    @Test
    void aGameIdLeadingOutOfTheSavesDirectoryWritesNoMarker() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        Files.createDirectories(GameFiles.unfinishedDir(dir));

        SeatChoices.remember(dir, OUT, true);

        assertThat(filesUnder(tmp)).isEmpty();
    }

    @Test
    void aFileOutsideTheSavesDirectoryIsNotReadAsAMarker() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        Files.createDirectories(GameFiles.unfinishedDir(dir));
        Files.writeString(dir.root().resolve("x.reverse"), "-r\n");

        assertThat(SeatChoices.reversed(dir, OUT)).isFalse();
    }

    @Test
    void aGameOfAnIdKsWritesKeepsItsMarker() throws Exception {
        ConfigDir dir = new ConfigDir(tmp.resolve("ks"));
        Files.createDirectories(GameFiles.unfinishedDir(dir));
        String id = UnfinishedSaves.newGameId();

        SeatChoices.remember(dir, id, true);

        assertThat(SeatChoices.reversed(dir, id)).isTrue();
        assertThat(filesUnder(tmp)).containsExactly(GameFiles.unfinishedDir(dir).resolve(id + ".reverse"));
    }

    private static List<Path> filesUnder(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(Files::isRegularFile).toList();
        }
    }
}
