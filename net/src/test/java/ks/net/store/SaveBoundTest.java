package ks.net.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import ks.net.protocol.SavedGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save is held to a record's bound ({@link RecordReader#MAX_ELEMENTS} list elements in all)
 * before data binding reads it: {@code ks --games} and every start that offers to resume read each
 * save under {@code games/unfinished}, and one planted there with 16 million one-letter lines of
 * chat (64 MiB) ran {@code ks --games} under {@code -Xmx512m} out of memory, a stack trace for
 * every command that lists the saves (twelfth red-team round, docs/reliability.md).
 */
@Timeout(60)
class SaveBoundTest {

    @TempDir
    Path dir;

    @Test
    void refusesASaveOfMoreListElementsThanAnyGameHasInOneLine() throws IOException {
        Path file = dir.resolve("flood.kss");
        SaveFile.write(file, withChat(RecordReader.MAX_ELEMENTS + 1));

        assertThatThrownBy(() -> SaveFile.read(file)).isInstanceOf(IOException.class)
                .hasMessage(file + ": the saved game is unreadable (expected at most " + RecordReader.MAX_ELEMENTS
                        + " list elements in all ('chat' goes past them))");
    }

    @Test
    void readsASaveWithinTheBoundAsItWasWritten() throws IOException {
        Path file = dir.resolve("long.kss");
        SavedGame game = withChat(RecordReader.MAX_ELEMENTS / 2);
        SaveFile.write(file, game);

        assertThat(SaveFile.read(file)).isEqualTo(game);
    }

    private static SavedGame withChat(int lines) {
        return new SavedGame(SavedGame.FORMAT, SavedGame.JOINT, "localhost", null,
                RecordReaderTest.everything().toBuilder().chat(Collections.nCopies(lines, "a")).build(), 0, null,
                "2026-11-28T06:00:00Z");
    }
}
