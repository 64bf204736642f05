package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ClubTimeControlTest {

    @Test
    void theThreeKindsReadAndWriteBack() {
        assertThat(ClubTimeControl.parse("daily").text()).isEqualTo("daily");
        assertThat(ClubTimeControl.parse(" Game/15 ").text()).isEqualTo("game/15");
        assertThat(ClubTimeControl.parse("40/2").text()).isEqualTo("40/2");
        assertThat(ClubTimeControl.parse("5+3").text()).isEqualTo("5+3");
    }

    @Test
    void nMovesInKHoursAddsKHoursAfterEveryNMovesAndKeepsWhatWasSaved() {
        ClubTimeControl tc = ClubTimeControl.parse("2/1");
        long left = tc.initialMs();
        left = tc.afterMove(left, 600_000, 1);
        assertThat(left).isEqualTo(3_000_000);
        assertThat(tc.movesLeft(1)).isEqualTo(1);
        left = tc.afterMove(left, 1_000_000, 2);
        assertThat(left).isEqualTo(2_000_000 + ClubTimeControl.HOUR_MS);
        assertThat(tc.movesLeft(2)).isEqualTo(2);
    }

    @Test
    void gameInKMinutesOnlySpends() {
        ClubTimeControl tc = ClubTimeControl.parse("game/5");
        assertThat(tc.afterMove(tc.initialMs(), 10_000, 1)).isEqualTo(290_000);
        assertThat(tc.movesLeft(7)).isZero();
    }

    @Test
    void aDailyGameGivesTwentyFourHoursForEachMove() {
        ClubTimeControl tc = ClubTimeControl.parse("daily");
        assertThat(tc.afterMove(1000, 999, 5)).isEqualTo(ClubTimeControl.DAY_MS);
        assertThat(tc.movesLeft(5)).isEqualTo(1);
    }

    @Test
    void anythingElseIsRefusedInOneLine() {
        assertThatThrownBy(() -> ClubTimeControl.parse("blitz")).hasMessage(
                "'blitz' is not a time control: " + ClubTimeControl.RULE);
        assertThatThrownBy(() -> ClubTimeControl.parse("game/0")).hasMessageContaining("from 1 to 600 minutes");
        assertThatThrownBy(() -> ClubTimeControl.parse("untimed")).hasMessageStartingWith("club games are timed");
    }
}
