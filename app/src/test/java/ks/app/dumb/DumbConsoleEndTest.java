package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/**
 * The game's end at a terminal: the line being read is ended (and wiped) at once, and no prompt
 * is drawn after the end, for nobody will answer it. A prompt drawn after the end stayed on the
 * screen when JLine's wiping of the line came first, and the exit line ("The game is adjourned and
 * saved; continue it with: ...") was printed after it on the same line ({@code DumbTerminalIT}
 * failed so under load).
 */
class DumbConsoleEndTest {

    /** A terminal's line source that only notes, in order, the prompts drawn and the interrupts. */
    private static final class NotingTerminal implements LineSource {
        final List<String> done = new CopyOnWriteArrayList<>();

        @Override
        public String readLine(String prompt) {
            return null;
        }

        @Override
        public void print(String text) {
        }

        @Override
        public boolean interactive() {
            return true;
        }

        @Override
        public void prompt(String prompt) {
            done.add("prompt " + prompt);
        }

        @Override
        public void interrupt() {
            done.add("interrupt");
        }

        @Override
        public void close() {
        }
    }

    private static List<String> endedBy(Event.Over over) {
        NotingTerminal terminal = new NotingTerminal();
        DumbConsole console = new DumbConsole(terminal, Perspective.WHITE_SIDE);
        console.onEvent(new Event.Started("alice", "bob", Color.WHITE, new Terms("alice", "alice", "icc", false, false),
                Position.STARTPOS_FEN, ""));
        terminal.done.clear();
        console.onEvent(over);
        return terminal.done;
    }

    @Test
    void anAdjournmentEndsTheLineBeingReadWithoutDrawingAPrompt() {
        assertThat(endedBy(new Event.Over("*", "adjourned", Position.STARTPOS_FEN, "", false)))
                .containsExactly("interrupt");
    }

    @Test
    void aResultEndsTheLineBeingReadWithoutDrawingAPrompt() {
        assertThat(endedBy(new Event.Over("0-1", "alice resigned", Position.STARTPOS_FEN, "", true)))
                .containsExactly("interrupt");
    }
}
