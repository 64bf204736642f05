package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import ks.net.club.ClubLimits;
import org.junit.jupiter.api.Test;

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
}
