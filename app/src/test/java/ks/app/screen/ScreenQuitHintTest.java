package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.app.seat.EventText;
import ks.app.seat.Seat;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The hint the board's status line shows with the quit question (how to stop without losing, or
 * that the game is saved) is the hint of the question as it stands: when the link to the opponent
 * drops or comes back while the question waits, the question's words change and so does the hint,
 * and an answer takes the hint away.
 */
class ScreenQuitHintTest {

    private static final Event LOST = new Event.Note("the connection to bob was lost (reset); trying to reconnect",
            Event.Link.DOWN);
    private static final Event BACK = new Event.Note("reconnected to bob; the game goes on", Event.Link.UP);

    private final Seat seat = new Seat(Perspective.WHITE_SIDE);
    private final List<String> log = new ArrayList<>();
    private final ScreenControls controls = new ScreenControls(seat, Perspective.WHITE_SIDE, EventText.QUIT_RESIGNS,
            () -> Layout.of(80, 24, Color.WHITE), log::add);

    @BeforeEach
    void aliceSitsDownAgainstBob() {
        happen(new Event.Started("alice", "bob", Color.WHITE, new Terms("alice", "alice", "icc", false, false),
                Position.STARTPOS_FEN, ""));
    }

    /** The event as the console passes it on: the seat takes it in first. */
    private void happen(Event e) {
        seat.apply(e);
        controls.onEvent(e, List.of());
    }

    private Frame.Bottom bottom() {
        return controls.frame(log, new Frame.Style(true, false)).bottom();
    }

    @Test
    void theLinkDroppingWhileTheQuitQuestionWaitsChangesItsHintWithIt() {
        controls.take(Keys.Act.ASK_TO_QUIT);
        assertThat(bottom().status()).isEqualTo(EventText.QUIT_ADJOURNS_INSTEAD);
        happen(LOST);
        assertThat(bottom().prompt()).isEqualTo(EventText.QUIT_SAVES);
        assertThat(bottom().status()).isEqualTo(EventText.QUIT_SAVED_HINT);
    }

    @Test
    void theLinkComingBackWhileTheQuitQuestionWaitsChangesItsHintWithIt() {
        happen(LOST);
        controls.take(Keys.Act.ASK_TO_QUIT);
        assertThat(bottom().status()).isEqualTo(EventText.QUIT_SAVED_HINT);
        happen(BACK);
        assertThat(bottom().prompt()).isEqualTo(EventText.QUIT_RESIGNS);
        assertThat(bottom().status()).isEqualTo(EventText.QUIT_ADJOURNS_INSTEAD);
    }

    @Test
    void theOpponentsMoveWhileTheQuitQuestionWaitsLeavesItsHint() {
        controls.take(Keys.Act.ASK_TO_QUIT);
        happen(new Event.Heard(true, Square.NONE, List.of()));
        assertThat(bottom().prompt()).isEqualTo(EventText.QUIT_RESIGNS);
        assertThat(bottom().status()).isEqualTo(EventText.QUIT_ADJOURNS_INSTEAD);
    }

    @Test
    void theLinkChangingWithNoQuestionLeavesTheStatusAlone() {
        controls.take(Keys.Act.ASK_TO_QUIT);
        controls.take(Keys.Act.NO);
        happen(LOST);
        assertThat(bottom().status()).isEqualTo("Not leaving: the game goes on.");
    }
}
