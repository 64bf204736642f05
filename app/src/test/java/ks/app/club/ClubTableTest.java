package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import ks.app.seat.EventText;
import ks.net.club.ClubTimeControl;
import ks.net.protocol.Command;
import org.junit.jupiter.api.Test;

/** What a player's quit at a club board stands for: getting up in a daily game, resigning in a live one. */
class ClubTableTest {

    @Test
    void aQuitInADailyGameIsGettingUpFromTheBoard() {
        assertThat(ClubTable.given(new Command.Resign(true), true)).isEqualTo(new Command.Leave());
    }

    @Test
    void aQuitInALiveGameStillResigns() {
        assertThat(ClubTable.given(new Command.Resign(true), false)).isEqualTo(new Command.Resign(true));
    }

    @Test
    void resigningInWordsResignsADailyGame() {
        assertThat(ClubTable.given(new Command.Resign(false), true)).isEqualTo(new Command.Resign(false));
    }

    @Test
    void theDailyQuestionSaysTheGameGoesOnInFortyColumns() {
        assertThat(EventText.QUIT_LEAVES).contains("The game goes on").hasSizeLessThanOrEqualTo(40)
                .doesNotContain("resign");
        assertThat(ClubTimeControl.DAILY.text()).isEqualTo("daily");
    }
}
