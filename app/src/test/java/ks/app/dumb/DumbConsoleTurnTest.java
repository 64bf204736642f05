package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/** Dumb mode tells whose turn the umpire's news belongs to: the opponent's turn has its own line before its news. */
class DumbConsoleTurnTest {

    @Test
    void theOpponentsTurnBeginsWithItsOwnLineBeforeItsNews() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DumbConsole console = new DumbConsole(LineSource.plain(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8)), Perspective.WHITE_SIDE);
        console.onEvent(new Event.Started("alice", "bob", Color.WHITE, new Terms("alice", "alice", "icc", false, false),
                "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", ""));
        console.onEvent(new Event.Answered(Move.of(Square.parse("e4"), Square.parse("d5")), Verdict.LEGAL,
                List.of(Announcement.capture("Pawn captured on d5", Square.parse("d5"), Capture.Kind.PAWN),
                        Announcement.pawnTries("Pawn tries: 1", 1, 0, 0, null, Color.NONE))));

        assertThat(out.toString(StandardCharsets.UTF_8)).endsWith("""
                e4xd5: accepted
                umpire: Pawn captured on d5
                bob's turn.
                umpire: Pawn tries: 1
                """);
    }

    @Test
    void whenTheOpponentMovesFirstItsTurnIsSaidAtTheStart() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DumbConsole console = new DumbConsole(LineSource.plain(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8)), Perspective.WHITE_SIDE);
        console.onEvent(new Event.Started("alice", "bob", Color.BLACK, new Terms("alice", "bob", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));

        assertThat(out.toString(StandardCharsets.UTF_8)).endsWith("Type 'help' for the commands.\nbob's turn.\n");
    }

    @Test
    void theOpponentsMoveEndsWithYourMoveAsTheBoardAndThePromptSayIt() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DumbConsole console = new DumbConsole(LineSource.plain(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8)), Perspective.WHITE_SIDE);
        console.onEvent(new Event.Started("alice", "bob", Color.BLACK, new Terms("alice", "bob", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));
        console.onEvent(new Event.Heard(true, -1, List.of()));

        assertThat(out.toString(StandardCharsets.UTF_8)).endsWith("bob's turn.\nbob has moved; your move.\n");
    }
}
