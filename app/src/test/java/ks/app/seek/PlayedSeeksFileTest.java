package ks.app.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import ks.app.Fifo;
import ks.app.UnfinishedSaves;
import ks.app.cli.ConfigDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file of played seeks, edited or planted in the ks directory, is read as every file ks opens
 * is ({@code BoundedFile}): a named pipe put there held {@code ks --play ID} for ever at the moment
 * its seek was accepted, before the game started, and a file of any size was read whole (twelfth
 * red-team round, docs/reliability.md). What it says is only a hint: a file it cannot use is left
 * out, and the next seek played replaces it.
 */
@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PlayedSeeksFileTest {

    @TempDir
    Path root;

    @Test
    @EnabledOnOs(OS.LINUX)
    void aNamedPipeInItsPlaceHoldsNothingUpAndIsReplaced() throws Exception {
        ConfigDir dir = new ConfigDir(root);
        Path file = root.resolve("played-seeks");
        Fifo.make(file);
        try {
            assertThat(PlayedSeeks.player(dir, "k3f9a2")).isNull();
            PlayedSeeks.remember(dir, "k3f9a2", "bob");

            assertThat(Files.isRegularFile(file)).isTrue();
            assertThat(PlayedSeeks.player(dir, "k3f9a2")).isEqualTo("bob");
        } finally {
            Fifo.release(file);
        }
    }

    @Test
    void aFileLargerThanAnyListOfSeeksIsLeftOut() throws IOException {
        ConfigDir dir = new ConfigDir(root);
        UnfinishedSaves.save(dir, "mallory", "192.0.2.9");
        Path file = root.resolve("played-seeks");
        Files.writeString(file, ("zzzzzz bob\n").repeat(100_000) + "k3f9a2 mallory\n", StandardCharsets.UTF_8);

        assertThat(PlayedSeeks.unfinished(dir, "k3f9a2")).isNull();
        PlayedSeeks.remember(dir, "k3f9a3", "bob");
        assertThat(PlayedSeeks.player(dir, "k3f9a3")).isEqualTo("bob");
        assertThat(Files.size(file)).isLessThan(100);
    }
}
