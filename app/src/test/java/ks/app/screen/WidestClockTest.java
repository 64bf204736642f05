package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ks.app.dumb.LineFit;
import ks.app.seat.Seat;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.clock.ClockState;
import ks.engine.notation.Perspective;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/**
 * The widest clock a commitment can state, the largest number of milliseconds
 * {@link ClockState#parse} accepts (a hostile host's, say, standing in an adjourned game): shown
 * as what it is, some 2.5 million million hours, and the board's panel, the small screen and
 * dumb mode's {@code time} keep their layout around it, the reading whole on one row.
 */
class WidestClockTest {

    /** What {@code ClockText} makes of {@link Long#MAX_VALUE} milliseconds. */
    private static final String WIDEST = "2562047788015:12:55";

    /** White (alice) has 4:54, black (bob) the widest time there is; the game adjourned. */
    private static Seat adjourned() {
        ClockState widest = ClockState.parse("294000 " + Long.MAX_VALUE + " 1 1");
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        Terms terms = new Terms("bob", "alice", "wolfe", false, false, "game/5");
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, terms, Position.STARTPOS_FEN, ""));
        seat.apply(new Event.Clocks(terms.timeControl(), widest, Color.WHITE));
        seat.apply(new Event.Over("*", "adjourned by agreement", null, "Audit: not done (the game is adjourned)",
                false));
        return seat;
    }

    private static Frame frame(Seat seat) {
        Position p = Position.fromFen(Position.STARTPOS_FEN);
        OwnMen men = OwnMen.of(p, Color.WHITE);
        Frame.Board board = new Frame.Board(Color.WHITE, Frame.menOf(men), ks.engine.view.PlayerView
                .start(men, Color.BLACK).tokens(), false, Square.NONE, Square.NONE, Frame.LastMove.NONE, null);
        List<String> log = new ArrayList<>(List.of("e2-e4: accepted", "bob has moved."));
        log.addAll(BoardPicture.logLines(seat.over(), seat, Perspective.WHITE_SIDE));
        Frame.Panel panel = new Frame.Panel("alice (white) vs bob", "Rules: wolfe; bob hosts the referee; clocks game/5",
                "Game adjourned", seat.clockLine(), List.of(), List.of(), "You took: nothing", "You lost: nothing", log);
        // The prompt the board shows once an adjourned game is over (ScreenControls.frame).
        return new Frame(board, panel, new Frame.Bottom("", "[Enter or q leaves] ", "", 0), Frame.Overlay.NONE,
                new Frame.Style(true, true));
    }

    private static List<String> paint(int columns, int rows, Frame frame) throws IOException {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        Painter.paint(screen.newTextGraphics(), Layout.of(columns, rows, Color.WHITE), frame);
        List<String> lines = new ArrayList<>();
        for (int y = 0; y < rows; y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < columns; x++) {
                sb.append(screen.getBackCharacter(x, y).getCharacterString());
            }
            lines.add(sb.toString());
        }
        return lines;
    }

    @Test
    void theWidestClockReadsAsSomeTwoAndAHalfMillionMillionHours() {
        assertThat(adjourned().clockLine()).isEqualTo("alice 4:54 | bob " + WIDEST);
    }

    @Test
    void theBoardsPanelWrapsTheWidestClockBetweenWordsAndKeepsTheBoardAndLegend() throws IOException {
        for (int[] size : new int[][] {{60, 18}, {80, 24}, {100, 30}}) {
            Layout layout = Layout.of(size[0], size[1], Color.WHITE);
            List<String> lines = paint(size[0], size[1], frame(adjourned()));
            List<String> panel = lines.stream().map(l -> l.substring(layout.panelColumn()).strip()).toList();
            assertThat(panel).as("%dx%d", size[0], size[1]).anySatisfy(l -> assertThat(l).endsWith(WIDEST))
                    .contains("Messages:");
            assertThat(lines.get(layout.boardBottom())).as("the board's foot").matches(" +a +b +c +d +e +f +g +h.*");
            assertThat(lines).anySatisfy(l -> assertThat(l).startsWith(" (x) pawn try"));
            for (String row : lines) {
                assertThat(row.substring(layout.boardWidth(), layout.panelColumn())).as("the gutter").isBlank();
            }
        }
    }

    @Test
    void belowTheLeastSizeTheWidestClockIsReadWhole() throws IOException {
        List<String> lines = paint(40, 12, frame(adjourned()));
        assertThat(lines.get(0).strip()).isEqualTo("40x12: the board needs 60x18.");
        assertThat(String.join("\n", lines)).contains(WIDEST);
        assertThat(lines.get(11).strip()).isEqualTo("[Enter or q leaves]");
    }

    @Test
    void dumbModesTimeCutAtFortyColumnsKeepsTheWidestClockWhole() {
        String report = adjourned().clockReport();
        assertThat(report).contains("  bob (black) " + WIDEST);
        for (String line : report.split("\n")) {
            List<String> pieces = LineFit.pieces(line, 40, 38);
            assertThat(pieces).allSatisfy(p -> assertThat(p.length()).isLessThanOrEqualTo(40));
            if (line.contains(WIDEST)) {
                assertThat(pieces).anySatisfy(p -> assertThat(p).contains(WIDEST));
            }
        }
    }
}
