package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.net.protocol.Event;
import org.junit.jupiter.api.Test;

/** The clocks a player sees, run on by a time source moved by hand. */
class ClockFaceTest {

    private long now;
    private final ClockFace face = new ClockFace(() -> now);

    private void pass(long millis) {
        now += TimeUnit.MILLISECONDS.toNanos(millis);
    }

    @Test
    void theRunningClockRunsOnBetweenTheHostsWords() {
        face.set(new Event.Clocks(TimeControl.parse("game/5"), ClockState.start(TimeControl.parse("game/5")),
                Color.WHITE));
        pass(1_500);
        assertThat(face.both("alice", "bob")).isEqualTo("*alice 4:58 | bob 5:00");
    }

    @Test
    void underPeriodsBothClocksShowTheMovesOwed() {
        TimeControl periods = TimeControl.parse("40/2");
        face.set(new Event.Clocks(periods, new ClockState(3_600_000, 7_200_000, 39, 38), Color.BLACK));
        assertThat(face.both("alice", "bob")).isEqualTo("alice 1:00:00 (1 move) | *bob 2:00:00 (2 moves)");
    }

    @Test
    void theTimeCommandSaysWhoseClockRunsAndWhatIsOwed() {
        TimeControl periods = TimeControl.parse("40/2");
        face.set(new Event.Clocks(periods, new ClockState(3_600_000, 7_200_000, 39, 38), Color.BLACK));
        pass(9_000);
        assertThat(face.describe("alice", "bob")).isEqualTo("""
                Clocks (40/2: 2:00:00 each for every 40 moves, unused time carried over):
                  alice (white) 1:00:00, 1 move to make in this period
                  bob (black) 1:59:51, 2 moves to make in this period, running""");
    }

    @Test
    void theTimeCommandStatesTheControlNotWhatThePlayerHasLeft() {
        face.set(new Event.Clocks(TimeControl.parse("game/5"), new ClockState(248_000, 300_000, 0, 0), Color.BLACK));
        assertThat(face.describe("alice", "bob")).startsWith("Clocks (game/5: 5:00 each for all the moves):\n  alice (white) 4:08");
    }

    @Test
    void eachControlIsStatedForBothPlayersInTheClocksOwnFigures() {
        assertThat(ClockFace.each(TimeControl.parse("game/5"))).isEqualTo("5:00 each for all the moves");
        assertThat(ClockFace.each(TimeControl.parse("5+3"))).isEqualTo("5:00 each, and 3 s more after each move");
        assertThat(ClockFace.each(TimeControl.parse("daily"))).isEqualTo("24 hours for each move");
        assertThat(ClockFace.each(TimeControl.parse("untimed"))).isEmpty();
    }

    @Test
    void eachControlIsSaidToItsPlayerInTheClocksOwnFigures() {
        assertThat(ClockFace.yours(TimeControl.parse("game/5"))).isEqualTo("you have 5:00 for all your moves");
        assertThat(ClockFace.yours(TimeControl.parse("5+3"))).isEqualTo("you have 5:00, and 3 s more after each move");
        assertThat(ClockFace.yours(TimeControl.parse("daily"))).isEqualTo("you have 24 hours for each move");
        assertThat(ClockFace.yours(TimeControl.parse("untimed"))).isEmpty();
    }

    @Test
    void stoppedClocksStandStill() {
        face.set(new Event.Clocks(TimeControl.parse("5+3"), new ClockState(9_000, 60_000, 3, 3), Color.WHITE));
        pass(500);
        face.stop();
        pass(60_000);
        assertThat(face.both("alice", "bob")).isEqualTo("alice 0:08.5 | bob 1:00");
    }

    @Test
    void anUntimedGameShowsNoClocks() {
        assertThat(face.both("alice", "bob")).isEmpty();
        assertThat(face.describe("alice", "bob")).isEqualTo("This game is untimed.");
    }
}
