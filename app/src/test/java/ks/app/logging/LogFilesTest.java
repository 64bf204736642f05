package ks.app.logging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where log lines go: a player's to ks.log in the ks directory, a club's to its own rotated file; never a terminal. */
class LogFilesTest {

    private static final Logger SEAT = Logger.getLogger("ks.app.seat.Seat");
    private static final Logger LIBRARY = Logger.getLogger("com.zaxxer.hikari.pool.HikariPool");

    @TempDir
    Path dir;

    @AfterEach
    void release() {
        LogFiles.quiet();
    }

    @Test
    void aPlayersWarningGoesToKsLogInTheKsDirectoryAndNotToTheTerminal() throws Exception {
        PrintStream terminal = System.err;
        ByteArrayOutputStream shown = new ByteArrayOutputStream();
        System.setErr(new PrintStream(shown, true, StandardCharsets.UTF_8));
        try {
            LogFiles.quiet();
            LogFiles.player(dir);
            SEAT.log(Level.WARNING, "the view could not follow", new IllegalStateException("a bug of ours"));
        } finally {
            System.setErr(terminal);
        }
        assertThat(shown.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(Files.readString(dir.resolve("ks.log"))).contains("WARNING ks.app.seat.Seat: the view could not follow")
                .contains("java.lang.IllegalStateException: a bug of ours");
    }

    @Test
    void aPlayerGetsNoLogFileUntilThereIsAWarningToWrite() {
        LogFiles.player(dir);
        SEAT.info("an ordinary day");
        LIBRARY.info("HikariPool-1 - Start completed.");
        assertThat(dir.resolve("ks.log")).doesNotExist();
    }

    @Test
    void aPlayersLogIsMadeOwnerOnly() throws Exception {
        LogFiles.player(dir);
        SEAT.warning("the view could not follow");
        assertThat(Files.getPosixFilePermissions(dir.resolve("ks.log")))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
    }

    @Test
    void aLinkPutAtKsLogIsNotFollowedAndNothingIsWrittenWhereItPoints() throws Exception {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "the player's own file\n");
        Files.createSymbolicLink(dir.resolve("ks.log"), victim);
        LogFiles.player(dir);
        SEAT.warning("the view could not follow");
        LogFiles.quiet();
        assertThat(Files.readString(victim)).isEqualTo("the player's own file\n");
    }

    @Test
    void aClubLogsItsOwnLinesFromInfoAndTheLibrariesFromWarningByDefault() throws Exception {
        LogFiles.club(dir, Level.INFO, Level.WARNING);
        Logger.getLogger("ks.app.club.ClubServerCommand").info("ks club listening on port 23999");
        LIBRARY.info("ks-club-db - Start completed.");
        LIBRARY.warning("ks-club-db - Thread starvation or clock leap detected");
        LogFiles.quiet();
        assertThat(Files.readString(dir.resolve("club.0.log"))).contains("INFO ks.app.club.ClubServerCommand: ks club")
                .contains("WARNING com.zaxxer.hikari.pool.HikariPool: ks-club-db - Thread starvation")
                .doesNotContain("Start completed");
    }

    @Test
    void aClubLogsThatItsDatabaseOpenedByDefault() throws Exception {
        LogFiles.club(dir, Level.INFO, Level.WARNING);
        Logger.getLogger("com.zaxxer.hikari.HikariDataSource").info("ks-club-db - Start completed.");
        Logger.getLogger("org.flywaydb.core.internal.command.DbMigrate").info("Schema \"PUBLIC\" is up to date.");
        Logger.getLogger("org.flywaydb.core.FlywayExecutor").info("Environment: default");
        LogFiles.quiet();
        assertThat(Files.readString(dir.resolve("club.0.log"))).contains("ks-club-db - Start completed.")
                .contains("Schema \"PUBLIC\" is up to date.").doesNotContain("Environment");
    }

    @Test
    void aClubAtLevelErrorLeavesOutEvenTheDatabasesStartLines() throws Exception {
        LogFiles.club(dir, Level.SEVERE, Level.SEVERE);
        Logger.getLogger("com.zaxxer.hikari.HikariDataSource").info("ks-club-db - Start completed.");
        Logger.getLogger("ks.net.club.ClubServer").severe("the selector failed");
        LogFiles.quiet();
        assertThat(Files.readString(dir.resolve("club.0.log"))).contains("the selector failed")
                .doesNotContain("Start completed");
    }

    @Test
    void aClubAtLevelInfoLogsTheLibrariesInfoLinesToo() throws Exception {
        LogFiles.club(dir, Level.INFO, LogFiles.level("info"));
        LIBRARY.info("ks-club-db - Start completed.");
        LogFiles.quiet();
        assertThat(Files.readString(dir.resolve("club.0.log"))).contains("INFO com.zaxxer.hikari.pool.HikariPool: "
                + "ks-club-db - Start completed.");
    }

    @Test
    void textFromOutsideStaysOneLineOfTheLog() throws Exception {
        LogFiles.club(dir, Level.INFO, Level.WARNING);
        Logger.getLogger("ks.net.club.ClubServer").warning("member 'mallory\n2026-01-01T00:00:00Z INFO ks: \u001b[2Jfake'");
        LogFiles.quiet();
        assertThat(Files.readAllLines(dir.resolve("club.0.log"))).hasSize(1).first().asString()
                .endsWith("member 'mallory?2026-01-01T00:00:00Z INFO ks: ?[2Jfake'");
    }

    @Test
    void anUnknownLevelIsOneLineNamingTheLevelsThereAre() {
        assertThatThrownBy(() -> LogFiles.level("loud\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--log-level takes one of error, warning, info, debug, trace, not 'loud?'");
        assertThat(LogFiles.level("DEBUG")).isEqualTo(Level.FINE);
    }
}
