package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ks --resume OPPONENT} finds the game under whatever name it was played: an opponent named
 * as the login is (a LAN seek's seeker, met as "root" by a player who gave himself --name bob) is
 * no attempt to play oneself, as {@code ks --games} suggests the very command.
 */
@Timeout(60)
class ResumeAgainstTheLoginNameTest {

    @TempDir
    Path tmp;

    @Test
    void resumingAgainstAnOpponentNamedAsTheLoginLooksForTheSave() throws IOException {
        String login = System.getProperty("user.name");
        // A ks directory that is there: one named with --config and made anew says so first.
        Files.createDirectories(tmp.resolve("ks"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--config", tmp.resolve("ks").toString(), "--resume", login + "@127.0.0.1",
            "-d"}, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: no unfinished game with " + login + " to resume (ks --games lists them)\n");
    }
}
