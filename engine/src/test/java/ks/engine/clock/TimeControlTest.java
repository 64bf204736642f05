package ks.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TimeControlTest {

    @Test
    void dailyIsTwentyFourHoursForEachMoveAfresh() {
        TimeControl c = TimeControl.parse("Daily");
        assertThat(c).isEqualTo(TimeControl.DAILY);
        assertThat(c.initialMillis()).isEqualTo(24 * 3_600_000L);
        assertThat(ClockState.start(c).afterMove(c, Color.WHITE, 23 * 3_600_000L))
                .isEqualTo(new ClockState(24 * 3_600_000L, 24 * 3_600_000L, 1, 0));
        assertThat(ClockState.start(c).afterMove(c, Color.WHITE, 24 * 3_600_000L).outOfTime(Color.WHITE)).isTrue();
        assertThat(c.text()).isEqualTo("daily");
        assertThat(c.pgn()).isEqualTo("1/86400");
    }

    @Test
    void gameSlashKIsKMinutesEachForTheWholeGame() {
        TimeControl c = TimeControl.parse("game/5");
        assertThat(c).isEqualTo(new TimeControl.SuddenDeath(5));
        assertThat(c.initialMillis()).isEqualTo(300_000);
        assertThat(c.afterMove(1234, 40)).isEqualTo(1234);
        assertThat(c.movesLeftInPeriod(3)).isEqualTo(-1);
        assertThat(c.text()).isEqualTo("game/5");
    }

    @Test
    void nSlashKIsNMovesInKHours() {
        TimeControl c = TimeControl.parse("40/2");
        assertThat(c).isEqualTo(new TimeControl.Periods(40, 2));
        assertThat(c.initialMillis()).isEqualTo(2 * 3_600_000L);
        assertThat(c.text()).isEqualTo("40/2");
    }

    @Test
    void unusedTimeOfAPeriodIsCarriedIntoTheNext() {
        TimeControl c = new TimeControl.Periods(40, 2);
        assertThat(c.afterMove(600_000, 39)).isEqualTo(600_000);
        assertThat(c.afterMove(600_000, 40)).isEqualTo(600_000 + 2 * 3_600_000L);
        assertThat(c.afterMove(1, 80)).isEqualTo(1 + 2 * 3_600_000L);
    }

    @Test
    void movesLeftInThePeriodCountDownAndStartAgain() {
        TimeControl c = new TimeControl.Periods(40, 2);
        assertThat(c.movesLeftInPeriod(0)).isEqualTo(40);
        assertThat(c.movesLeftInPeriod(39)).isEqualTo(1);
        assertThat(c.movesLeftInPeriod(40)).isEqualTo(40);
        assertThat(c.movesLeftInPeriod(41)).isEqualTo(39);
    }

    @Test
    void fischerAddsTheIncrementAfterEveryMove() {
        TimeControl c = TimeControl.parse("5+3");
        assertThat(c).isEqualTo(new TimeControl.Fischer(5, 3));
        assertThat(c.initialMillis()).isEqualTo(300_000);
        assertThat(c.afterMove(10_000, 1)).isEqualTo(13_000);
        assertThat(c.text()).isEqualTo("5+3");
    }

    @Test
    void untimedIsTheDefaultWordAndHasNoClocks() {
        assertThat(TimeControl.parse("untimed")).isSameAs(TimeControl.UNTIMED);
        assertThat(TimeControl.UNTIMED.timed()).isFalse();
        assertThat(TimeControl.parse(" Game/10 ")).isEqualTo(new TimeControl.SuddenDeath(10));
    }

    @ParameterizedTest
    @ValueSource(strings = {"game/5", "40/2", "5+3", "untimed", "game/600", "1/24", "600+0"})
    void theTextReadsBackToTheSameControl(String text) {
        assertThat(TimeControl.parse(TimeControl.parse(text).text()).text()).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "5", "game", "game/", "/5", "5/", "5+", "+3", "game/x", "5+3+1", "40/2+3", "-5+3",
        "game/-1", "game/99999", "5 +3", "blitz", "g/5/5"})
    void anythingElseIsRefusedWithOneLineSayingWhatIsAccepted(String text) {
        assertThatThrownBy(() -> TimeControl.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("game/K").hasMessageNotContaining("\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"game/0", "game/601", "0/2", "201/2", "40/0", "40/25", "0+3", "5+601"})
    void valuesOutOfRangeAreRefusedNamingTheRange(String text) {
        assertThatThrownBy(() -> TimeControl.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageMatching(".* from \\d+ to \\d+ .*");
    }

    @Test
    void pgnWritesEachControlAsTheTimeControlTagDoes() {
        assertThat(TimeControl.parse("untimed").pgn()).isEqualTo("-");
        assertThat(TimeControl.parse("game/5").pgn()).isEqualTo("300");
        assertThat(TimeControl.parse("40/2").pgn()).isEqualTo("40/7200");
        assertThat(TimeControl.parse("5+3").pgn()).isEqualTo("300+3");
    }

    @Test
    void eachControlSaysItselfInWords() {
        assertThat(TimeControl.parse("game/1").describe()).isEqualTo("1 minute each for the game");
        assertThat(TimeControl.parse("40/2").describe()).isEqualTo("40 moves in 2 hours, unused time carried over");
        assertThat(TimeControl.parse("5+3").describe()).isEqualTo("5 minutes each, plus 3 seconds a move");
    }
}
