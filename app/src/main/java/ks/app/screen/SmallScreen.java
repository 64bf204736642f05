package ks.app.screen;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.List;

/**
 * What a terminal below the board's least size shows instead of the board: a one-line notice
 * that says so, then as much of the game as text as the rows hold (whose move it is, the clocks,
 * the umpire's words of this turn, and the latest messages), above the status line and the
 * command line. So a player in a small terminal reads the answer to what he types; pages such
 * as the help, {@code time} and {@code board} are drawn by {@link Painter} at any size.
 */
final class SmallScreen {

    private SmallScreen() {
    }

    /** Draws the notice and the game as text in the rows above the status line. */
    static void paint(TextGraphics g, Layout layout, Frame frame) {
        if (layout.statusRow() < 0) {
            return;
        }
        g.enableModifiers(SGR.BOLD);
        g.putString(0, 0, notice(layout.columns(), layout.rows()));
        g.disableModifiers(SGR.BOLD);
        int rows = layout.statusRow() - 1;
        List<String> lines = lines(frame.panel(), layout.columns(), rows);
        for (int i = 0; i < lines.size(); i++) {
            g.putString(0, 1 + i, lines.get(i));
        }
    }

    /**
     * The game as text in {@code rows} rows of {@code columns}: the turn and the clocks, the
     * umpire's words of this turn, then the messages' last lines in the rows left. What does not
     * fit is left out from the top of the messages first, then from the end of the umpire's words.
     */
    static List<String> lines(Frame.Panel panel, int columns, int rows) {
        List<String> head = new ArrayList<>();
        head.addAll(Painter.wrap(panel.turn(), columns, "  "));
        if (!panel.clocks().isEmpty()) {
            head.addAll(Painter.wrap(panel.clocks(), columns, "  "));
        }
        for (String said : panel.thisTurn()) {
            head.addAll(Painter.wrap("Umpire: " + said, columns, "  "));
        }
        List<String> log = new ArrayList<>();
        for (String line : panel.log()) {
            log.addAll(Painter.wrap(line, columns, "  "));
        }
        List<String> out = new ArrayList<>(head.subList(0, Math.min(head.size(), Math.max(0, rows))));
        int room = Math.max(0, rows - out.size());
        out.addAll(log.subList(Math.max(0, log.size() - room), log.size()));
        return out;
    }

    /**
     * The notice: one line, the longest of these sayings that fits its width, so that it reads
     * whole at any size rather than wrapped into pieces.
     */
    static String notice(int columns, int rows) {
        String size = columns + "x" + rows;
        String least = Layout.MIN_COLUMNS + "x" + Layout.MIN_ROWS;
        List<String> sayings = List.of(
                "The terminal is " + size + ", too small for the board (" + least
                        + " at least): enlarge it, or type commands below.",
                size + " is too small for the board (" + least + " at least): enlarge it, or type below.",
                size + ": the board needs " + least + "; enlarge it, or type below.",
                size + ": the board needs " + least + ".",
                "Board needs " + least + ".",
                "Needs " + least);
        for (String saying : sayings) {
            if (saying.length() <= columns) {
                return saying;
            }
        }
        return Painter.fit(least, columns);
    }
}
