package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club's pinned key keeps a member's password from a club that is not the one first met: a pin
 * file other users can change is said before ks connects, on standard error (standard output may
 * carry a game's JSON).
 */
@Timeout(60)
class ClubPinExposureTest {

    @TempDir
    Path tmp;

    @Test
    void aClubPinFileOthersCanChangeIsWarnedAboutOnStandardError() throws Exception {
        int port;
        try (ServerSocket closed = new ServerSocket(0)) {
            port = closed.getLocalPort();
        }
        Path pins = tmp.resolve("ks").resolve("clubs").resolve("127.0.0.1_" + port).resolve("known_opponents");
        Files.createDirectories(pins.getParent());
        Files.writeString(pins, "");
        Files.setPosixFilePermissions(pins, PosixFilePermissions.fromString("rw-rw-rw-"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        ClubCommand.run(List.of("127.0.0.1:" + port, "ratings"), tmp.resolve("ks"), Map.of(),
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("ks: warning: other users can change " + pins)
                .contains("chmod 600 " + pins);
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("warning");
    }
}
