package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/** What the seat of a timed game says about the clocks: the prompt, the {@code time} command, a script's line. */
class SeatClocksTest {

    private static final TimeControl GAME_ONE = TimeControl.parse("game/1");

    private static Seat timedSeat() {
        Seat seat = new Seat();
        seat.apply(new Event.Started("alice", "bob", Color.BLACK, new Terms("bob", "bob", "wolfe", false, false,
                "game/1"), Position.STARTPOS_FEN, ""));
        // Half a second of slack on each clock, so the reading cannot cross a second while the test runs.
        seat.apply(new Event.Clocks(GAME_ONE, new ClockState(45_500, 30_500, 3, 2), Color.WHITE));
        return seat;
    }

    @Test
    void thePromptOfATimedGameLeadsWithBothClocksWhiteFirst() {
        assertThat(timedSeat().prompt()).isEqualTo("[*bob 0:45 | alice 0:30] waiting for bob> ");
    }

    @Test
    void anUntimedGameKeepsItsPlainPrompt() {
        Seat seat = new Seat();
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, new Terms("bob", "alice", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));
        assertThat(seat.prompt()).isEqualTo("your move> ");
    }

    @Test
    void theTimeCommandNamesBothPlayersAndTheRunningClock() {
        assertThat(timedSeat().clockReport()).isEqualTo("""
                Clocks (game/1: 1:00 each for all the moves):
                  bob (white) 0:45, running
                  alice (black) 0:30""");
    }

    @Test
    void aScriptReadsTheClocksExactlyAsStated() {
        Seat seat = timedSeat();
        assertThat(seat.statedClocks(new Event.Clocks(GAME_ONE, new ClockState(60_000, 59_000, 1, 0), Color.BLACK)))
                .isEqualTo("bob 1:00 | *alice 0:59");
    }

    /** Alice's seat, white, at her turn with 0:54 left as her last move left it, after 6 s more of thinking. */
    private static Seat thinkingSixSeconds() {
        long[] now = {0};
        Seat seat = new Seat(ks.engine.notation.Perspective.WHITE_SIDE, null, () -> now[0]);
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, new Terms("club", "alice", "wolfe", false, false,
                "game/1"), Position.STARTPOS_FEN, ""));
        seat.apply(new Event.Clocks(GAME_ONE, new ClockState(54_000, 60_000, 1, 1), Color.WHITE));
        now[0] += 6_000_000_000L;
        assertThat(seat.clockLine()).isEqualTo("*alice 0:48 | bob 1:00");
        return seat;
    }

    @Test
    void anAdjournedGamesClocksStandAsTheLastMovesLeftThem() {
        Seat seat = thinkingSixSeconds();
        seat.apply(new Event.Over("*", "adjourned by agreement; the club keeps it, both clocks stopped, until you"
                + " both sit down at it again", null, "Audit: not done (the game is adjourned)", false));
        assertThat(seat.clockLine()).isEqualTo("alice 0:54 | bob 1:00");
    }

    @Test
    void aFinishedGamesClocksStopWhereTheyStood() {
        Seat seat = thinkingSixSeconds();
        seat.apply(new Event.Over("0-1", "alice resigned", Position.STARTPOS_FEN, "Audit: passed", true));
        assertThat(seat.clockLine()).isEqualTo("alice 0:48 | bob 1:00");
    }
}
