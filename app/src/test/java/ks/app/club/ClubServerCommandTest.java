package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import ks.net.club.ClubConfig;
import ks.net.club.ClubLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The club server's command line and start-up words. */
class ClubServerCommandTest {

    @Test
    void registrationsPerAddressAreTheDefaultUnlessGiven() {
        assertThat(ClubServerCommand.limits(List.of("--port", "0"))).isEqualTo(ClubLimits.DEFAULT);
        ClubLimits given = ClubServerCommand.limits(List.of("--registrations", "40,5"));
        assertThat(given.registrationBurst()).isEqualTo(40);
        assertThat(given.registrationEvery()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void aMalformedRegistrationLimitIsRefusedInOneLine() {
        assertThatThrownBy(() -> ClubServerCommand.limits(List.of("--registrations", "40")))
                .hasMessage("--registrations takes N,SECONDS: N registrations at once from one address, then one "
                        + "every SECONDS");
    }

    @Test
    void oneGameInProgressGoesOnInTheSingular() {
        assertThat(ClubServerCommand.goingOn(1)).isEqualTo("; 1 game in progress goes on");
        assertThat(ClubServerCommand.goingOn(50)).isEqualTo("; 50 games in progress go on");
        assertThat(ClubServerCommand.goingOn(0)).isEmpty();
    }

    @Test
    @Timeout(60)
    void theStartingLineIsPrintedBeforeTheDatabaseIsOpened(@TempDir Path dir) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ClubServerCommand.run(List.of("--port", "0", "--db", "jdbc:nosuch:club;MODE=x"), dir, Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("ks club: starting (database jdbc:nosuch:club) ...\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("ks: cannot start the club");
    }

    @Test
    void theStartingLineNamesTheDatabaseWithoutItsOptionsOrCredentials(@TempDir Path dir) {
        assertThat(ClubServerCommand.starting(ClubConfig.of(dir.resolve("club"), 0)))
                .isEqualTo("ks club: starting (database H2 in " + dir.resolve("club") + ") ...");
        assertThat(ClubServerCommand.starting(ClubConfig.of(dir, 0).withDatabase(
                "jdbc:postgresql://ks:secret@db.example:5432/club?password=secret", "ks", "secret")))
                .isEqualTo("ks club: starting (database jdbc:postgresql://db.example:5432/club) ...");
    }
}
