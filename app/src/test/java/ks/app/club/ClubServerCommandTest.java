package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The club server's start-up words. */
class ClubServerCommandTest {

    @Test
    void oneGameInProgressGoesOnInTheSingular() {
        assertThat(ClubServerCommand.goingOn(1)).isEqualTo("; 1 game in progress goes on");
        assertThat(ClubServerCommand.goingOn(50)).isEqualTo("; 50 games in progress go on");
        assertThat(ClubServerCommand.goingOn(0)).isEmpty();
    }
}
