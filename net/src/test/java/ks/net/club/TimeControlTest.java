package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void theThreeKindsReadAndWriteBack() {
        assertThat(TimeControl.parse("daily").text()).isEqualTo("daily");
        assertThat(TimeControl.parse(" Game/15 ").text()).isEqualTo("game/15");
        assertThat(TimeControl.parse("40/2").text()).isEqualTo("40/2");
        assertThat(TimeControl.parse("5+3").text()).isEqualTo("5+3");
    }

    @Test
    void nMovesInKHoursAddsKHoursAfterEveryNMovesAndKeepsWhatWasSaved() {
        TimeControl tc = TimeControl.parse("2/1");
        long left = tc.initialMs();
        left = tc.afterMove(left, 600_000, 1);
        assertThat(left).isEqualTo(3_000_000);
        assertThat(tc.movesLeft(1)).isEqualTo(1);
        left = tc.afterMove(left, 1_000_000, 2);
        assertThat(left).isEqualTo(2_000_000 + TimeControl.HOUR_MS);
        assertThat(tc.movesLeft(2)).isEqualTo(2);
    }

    @Test
    void gameInKMinutesOnlySpends() {
        TimeControl tc = TimeControl.parse("game/5");
        assertThat(tc.afterMove(tc.initialMs(), 10_000, 1)).isEqualTo(290_000);
        assertThat(tc.movesLeft(7)).isZero();
    }

    @Test
    void aDailyGameGivesTwentyFourHoursForEachMove() {
        TimeControl tc = TimeControl.parse("daily");
        assertThat(tc.afterMove(1000, 999, 5)).isEqualTo(TimeControl.DAY_MS);
        assertThat(tc.movesLeft(5)).isEqualTo(1);
    }

    @Test
    void anythingElseIsRefusedInOneLine() {
        assertThatThrownBy(() -> TimeControl.parse("blitz")).hasMessage(
                "'blitz' is not a time control: " + TimeControl.RULE);
        assertThatThrownBy(() -> TimeControl.parse("game/0")).hasMessageContaining("from 1 to 600 minutes");
        assertThatThrownBy(() -> TimeControl.parse("untimed")).hasMessageStartingWith("club games are timed");
    }
}
