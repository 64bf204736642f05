package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code ks --club-server} writes a log an operator can read: {@code club/club.0.log} in
 * its ks directory, its own start line there with HikariCP's and Flyway's lines that say the
 * database opened, the libraries' other lines from WARNING by default and from INFO at
 * {@code --log-level info}; and the terminal shows only the club's few start lines.
 */
@Timeout(180)
class ClubLogIT {

    @TempDir
    Path tmp;

    @Test
    void atLevelInfoTheClubsLogShowsHikariAndFlywayStartingUp() throws Exception {
        Path dir = tmp.resolve("club");
        try (ClubProcesses.Server club = ClubProcesses.Server.start(dir, null, "--log-level", "info")) {
            String log = Poll.until("HikariCP and Flyway in the club's log", 60, () -> read(dir), s -> s.contains(
                    "com.zaxxer.hikari") && s.contains("org.flywaydb"));
            assertThat(log).contains("INFO ks.app.club.ClubServerCommand: ks club listening on port " + club.port)
                    .contains("ks-club-db - Start completed");
            assertThat(String.join("\n", club.lines)).doesNotContain("hikari").doesNotContain("flyway")
                    .contains("log: " + dir.resolve("club").resolve("club.0.log"));
        }
    }

    @Test
    void byDefaultTheClubsLogShowsTheDatabaseOpeningButNoLibraryChatter() throws Exception {
        Path dir = tmp.resolve("club");
        try (ClubProcesses.Server club = ClubProcesses.Server.start(dir, null)) {
            String log = Poll.until("the club's start line in its log", 60, () -> read(dir),
                    s -> s.contains("ks club listening on port " + club.port));
            assertThat(log).contains("INFO com.zaxxer.hikari.HikariDataSource: ks-club-db - Start completed.")
                    .contains("INFO org.flywaydb.core.internal.command.DbMigrate: Successfully applied")
                    .doesNotContain("com.zaxxer.hikari.pool").doesNotContain("org.flywaydb.core.FlywayExecutor");
        }
    }

    private static String read(Path dir) throws Exception {
        Path log = dir.resolve("club").resolve("club.0.log");
        return Files.exists(log) ? Files.readString(log) : "";
    }
}
