package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import ks.crypto.Argon2id;
import ks.crypto.FileMode;
import ks.net.club.ClubConfig;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What a member's ks leaves on disk for a club is the member's alone (issue 20, part of 8). */
@Timeout(120)
class ClubFilesTest {

    @TempDir
    Path tmp;

    @Test
    void registeringAndLoggingInCreateOnlyOwnerOnlyDirectories() throws IOException {
        try (ClubHost club = ClubHost.start(ClubConfig.of(tmp.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST))) {
            Path home = tmp.resolve("home").resolve("ks");
            String where = "127.0.0.1:" + club.port();
            assertThat(ks(home, where, "register", "alice", "alice@example.org")).isZero();
            assertThat(ks(home, where, "login", "alice")).isZero();
            List<Path> dirs;
            try (Stream<Path> walk = Files.walk(home)) {
                dirs = walk.filter(Files::isDirectory).toList();
            }
            assertThat(dirs).extracting(Path::getFileName).extracting(Path::toString)
                    .contains("ks", "clubs", "127.0.0.1_" + club.port());
            for (Path d : dirs) {
                assertThat(FileMode.of(d).orElseThrow().toString()).as(d.toString()).isEqualTo("0700");
            }
        }
    }

    private static int ks(Path home, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<String> argv = List.of(args);
        return ClubCommand.run(argv, home, Map.of("KS_PASSWORD", "a long secret"), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
    }
}
