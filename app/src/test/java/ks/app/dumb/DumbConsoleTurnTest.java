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
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Dumb mode tells whose turn the umpire's news belongs to: the opponent's turn has its own line
 * before its news, and at the start it comes last, under the notes that set the game up.
 */
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
    void whenTheOpponentMovesFirstItsTurnIsSaidUnderTheSetUpNotes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DumbConsole console = new DumbConsole(LineSource.plain(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8)), Perspective.WHITE_SIDE);
        console.onEvent(new Event.Started("alice", "bob", Color.BLACK, new Terms("alice", "bob", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));
        console.onEvent(new Event.Note("Ratings (your ledger): alice 1200, bob 1200"));
        console.onEvent(new Event.Settled(List.of("Colours: you asked for white and bob for white; a coin gave you black.")));

        assertThat(out.toString(StandardCharsets.UTF_8)).endsWith("""
                Type 'help' for the commands.
                -- Ratings (your ledger): alice 1200, bob 1200
                -- Colours: you asked for white and bob for white; a coin gave you black.
                bob's turn.
                """);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void whenTheOpponentMovesFirstAndNothingWasSettledItsTurnIsSaidAsPlayBegins() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DumbConsole console = new DumbConsole(LineSource.plain(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8)), Perspective.WHITE_SIDE);
        console.onEvent(new Event.Started("alice", "bob", Color.BLACK, new Terms("alice", "bob", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));
        console.onEvent(new Event.Note("Ratings (your ledger): alice 1200, bob 1200"));
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("bob's turn.");
        Thread playing = new Thread(() -> {
            try {
                console.play(c -> { });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        playing.start();
        String said = Poll.until("the turn line", 30, () -> out.toString(StandardCharsets.UTF_8),
                s -> s.contains("bob's turn."));
        console.onEvent(new Event.Over("1-0", "alice resigned", null, "", false, false));
        playing.join();

        assertThat(said).endsWith("-- Ratings (your ledger): alice 1200, bob 1200\nbob's turn.\n");
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
