package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which ends of a game are adjournments: the views stand the clocks for those alone. */
class EventOverTest {

    @Test
    void aGameAdjournedByAgreementAtAClubIsAnAdjournment() {
        assertThat(new Event.Over("*", "adjourned by agreement; the club keeps it, both clocks stopped, until you both"
                + " sit down at it again", null, "Audit: not done (the game is adjourned)", false).adjourned()).isTrue();
    }

    @Test
    void aFileGameStoppedForTheOtherPlayersTurnIsNoAdjournment() {
        assertThat(new Event.Over("*", "it is bob's turn: send game.ksf to bob", null, "", false).adjourned()).isFalse();
    }

    @Test
    void aFinishedGameIsNoAdjournmentWhateverItsReasonSays() {
        assertThat(new Event.Over("1-0", "adjourned by agreement", null, "", true).adjourned()).isFalse();
    }
}
