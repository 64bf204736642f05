package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A practice game from a script: the built-in opponent's answer to a draw offer is told right
 * after the offer, before the script's next line is read (it came after the player's next command).
 */
@Timeout(120)
class PracticeDrawAnswerOrderTest {

    @TempDir
    Path tmp;

    @Test
    void theOpponentsAnswerToADrawOfferComesBeforeTheNextCommand() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("ks"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--config", dir.toString(), "--practice", "--name", "alice", "--white", "-d"},
                new ByteArrayInputStream("draw\ne4\nresign\ny\n".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true,
                        StandardCharsets.UTF_8));
        String said = out.toString(StandardCharsets.UTF_8);

        assertThat(code).as(said).isZero();
        assertThat(said).as(said).containsSubsequence("> draw\n", "-- you offer a draw",
                "practice-bot says: No draw", "> e4\n");
    }
}
