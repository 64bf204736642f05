package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** {@code ks --games} lists what {@code games/unfinished/} holds, whatever was put there. */
@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class UnfinishedGamesListTest {

    @TempDir
    Path tmp;

    @Test
    @EnabledOnOs(OS.LINUX)
    void aNamedPipeAmongTheSavesIsListedAsUnusableAtOnce() throws Exception {
        Path config = tmp.resolve("ks");
        Path unfinished = Files.createDirectories(config.resolve("games").resolve("unfinished"));
        Path pipe = unfinished.resolve("bob-0123456789abcdef0123456789abcdef.kss");
        Fifo.make(pipe);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            int code = Main.run(new String[] {"--games", "--config", config.toString()},
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
            assertThat(out.toString(StandardCharsets.UTF_8))
                    .isEqualTo("DAMAGED, not used: " + pipe + " is a named pipe, not a ks saved game\n");
        } finally {
            Fifo.release(pipe);
        }
    }
}
