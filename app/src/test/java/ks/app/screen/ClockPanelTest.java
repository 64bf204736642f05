package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.List;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.view.PlayerView;
import org.junit.jupiter.api.Test;

/** Both clocks in the panel beside the board, read back from a virtual terminal. */
class ClockPanelTest {

    private static String screenText(String clocks) throws IOException {
        PlayerView view = PlayerView.start(OwnMen.of(Position.startpos(), Color.WHITE), Color.WHITE);
        Frame.Board board = new Frame.Board(Color.WHITE, Frame.menOf(view.men()), view.tokens(), false, Square.NONE,
                Square.NONE, Frame.LastMove.NONE, null);
        Frame.Panel panel = new Frame.Panel("alice (white) vs bob", "Rules: wolfe", "Your move", clocks, List.of(),
                List.of(), "", "You lost: nothing", List.of());
        Frame frame = new Frame(board, panel, new Frame.Bottom("", "your move> ", "", 0), Frame.Overlay.NONE,
                new Frame.Style(true, false));
        TerminalScreen screen = new TerminalScreen(new DefaultVirtualTerminal(new TerminalSize(100, 30)));
        screen.startScreen();
        Painter.paint(screen.newTextGraphics(), Layout.of(100, 30, Color.WHITE), frame);
        StringBuilder text = new StringBuilder();
        for (int y = 0; y < 30; y++) {
            for (int x = 0; x < 100; x++) {
                text.append(screen.getBackCharacter(x, y).getCharacterString());
            }
            text.append('\n');
        }
        return text.toString();
    }

    @Test
    void bothClocksAreShownUnderTheTurn() throws IOException {
        String text = screenText("*alice 0:59 | bob 1:00");
        assertThat(text).contains("*alice 0:59 | bob 1:00");
        assertThat(text.indexOf("Your move")).isLessThan(text.indexOf("*alice 0:59"));
    }

    @Test
    void anUntimedGameLeavesTheClockRowEmpty() throws IOException {
        assertThat(screenText("")).doesNotContain("|");
    }
}
