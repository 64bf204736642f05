package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import ks.app.seat.Seat;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.notation.Perspective;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/**
 * The board's message log: the panel wraps each message to its own width, continued lines
 * indented, so a long note or message is one entry, marked once, not the dumb mode's 80-column
 * pieces each marked again (which the panel then wrapped into pieces of pieces).
 */
class BoardPictureTest {

    private static final String RATINGS = "Ratings (your ledger): alice 1200 (no rated games), bob 1200 (no rated games)";

    @Test
    void aLongNoteIsOneEntryMarkedOnce() {
        assertThat(BoardPicture.logLines(new Event.Note(RATINGS), new Seat(), Perspective.WHITE_SIDE))
                .containsExactly("-- " + RATINGS);
    }

    @Test
    void eachLineOfANoteIsMarked() {
        assertThat(BoardPicture.logLines(new Event.Note("first\nsecond"), new Seat(), Perspective.WHITE_SIDE))
                .containsExactly("-- first", "-- second");
    }

    @Test
    void aLongMessageIsOneEntryNamingItsSenderOnce() {
        String words = "good luck, and may the umpire be kind to both of us in this long game of ours tonight";
        assertThat(BoardPicture.logLines(new Event.Said("bob", words), new Seat(), Perspective.WHITE_SIDE))
                .containsExactly("bob says: " + words);
    }

    @Test
    void anAdjournedGameSaysItsClocksStandAsTheLastMovesLeftThem() {
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        Terms terms = new Terms("club", "alice", "wolfe", false, false, "game/1");
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, terms, Position.STARTPOS_FEN, ""));
        seat.apply(new Event.Clocks(terms.timeControl(), new ClockState(54_000, 60_000, 1, 1), Color.WHITE));
        Event.Over adjourned = new Event.Over("*", "adjourned by agreement; the club keeps it, both clocks stopped,"
                + " until you both sit down at it again", null, "Audit: not done (the game is adjourned)", false);
        assertThat(BoardPicture.logLines(adjourned, seat, Perspective.WHITE_SIDE)).endsWith(
                "Clocks stand as the last moves left them: alice 0:54 | bob 1:00 (the thinking before adjourning is"
                        + " charged to nobody).");
    }
}
