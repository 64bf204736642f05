package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A resumed timed game's first line in dumb mode states the time control, not the whole allotment
 * as the player's: the clocks stand where the last moves left them, which the prompt shows
 * (rough25: "you have 5:00" was printed beside a prompt at 4:19). Whose turn it is is said last,
 * under the resume's own lines, as in a new game (rough28 left "your move" above "the game goes on").
 */
class DumbConsoleResumeTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final DumbConsole console = new DumbConsole(LineSource.plain(new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8)), Perspective.WHITE_SIDE);
    private final Event.Started started = new Event.Started("bob", "alice", Color.WHITE,
            new Terms("bob", "bob", "wolfe", false, false, "5+3"), Position.STARTPOS_FEN, "");

    @Test
    void aNewGameTellsThePlayerTheTimeItHas() {
        console.onEvent(started);

        assertThat(out.toString(StandardCharsets.UTF_8)).contains(
                "Clocks: 5+3 (you have 5:00, and 3 s more after each move).");
    }

    @Test
    void aResumedGameStatesTheControlWithoutSayingThePlayerHasItAll() {
        console.onEvent(new Event.Replaying());
        console.onEvent(started);

        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Clocks: 5+3 (5 minutes each, plus 3 seconds a move;"
                + " the clocks go on from where the last moves left them).").doesNotContain("you have");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aResumedGamesTurnIsSaidUnderTheResumesOwnLines() throws Exception {
        console.onEvent(new Event.Replaying());
        console.onEvent(new Event.Started("bob", "alice", Color.WHITE, new Terms("bob", "bob", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));
        console.onEvent(new Event.Answered(Move.of(Square.parse("e2"), Square.parse("e4")), Verdict.LEGAL, List.of()));
        console.onEvent(new Event.Heard(true, -1, List.of()));
        console.tell("-- the game goes on at ply 2");
        console.onEvent(new Event.Resumed(2, false));
        // The script is empty: it quits as play begins, and the game ends.
        console.play(c -> console.onEvent(new Event.Over("0-1", "bob quit", null, "", false, false)));

        assertThat(out.toString(StandardCharsets.UTF_8)).contains("""
                e2-e4: accepted
                alice's turn.
                -- the game goes on at ply 2
                alice has moved; your move.
                """);
    }
}
