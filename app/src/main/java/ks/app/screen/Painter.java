package ks.app.screen;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.List;
import ks.app.dumb.LineFit;
import ks.app.seat.Columns;
import ks.engine.Square;
import ks.engine.view.TokenKind;
import ks.engine.view.Tokens;

/**
 * Draws a {@link Frame} with a {@link Layout} on any Lanterna {@link TextGraphics}: a real
 * terminal's screen, or a virtual one in tests. It only draws; it keeps nothing.
 */
public final class Painter {

    /** The tokens drawn on squares, in priority order ({@link TokenKind#ZONE} is a background). */
    private static final TokenKind[] ON_SQUARES = {TokenKind.CAPTURE, TokenKind.CHECK, TokenKind.KING, TokenKind.PAWN_TRY};

    /** The mark in the corner of the two squares of our last move. */
    static final char LAST_MOVE = '*';

    private Painter() {
    }

    public static void paint(TextGraphics g, Layout layout, Frame frame) {
        clear(g, layout);
        if (frame.overlay().shown()) {
            // The help, the clocks and the board in text are pages at any size: what was asked for.
            overlay(g, layout, frame.overlay());
        } else if (layout.tooSmall()) {
            SmallScreen.paint(g, layout, frame);
            plain(g);
        } else {
            board(g, layout, frame);
            legend(g, layout, frame);
            panel(g, layout, frame);
        }
        if (!frame.overlay().shown() || footerRow(layout) != layout.statusRow()) {
            status(g, layout, frame);
        }
        commandLine(g, layout, frame);
    }

    private static void clear(TextGraphics g, Layout layout) {
        plain(g);
        g.fill(' ');
    }

    private static void plain(TextGraphics g) {
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        g.setBackgroundColor(TextColor.ANSI.DEFAULT);
        g.clearModifiers();
    }

    // ---- the board ----

    private static void board(TextGraphics g, Layout layout, Frame frame) {
        plain(g);
        Frame.Labels labels = frame.board().labels();
        for (int i = 0; i < 8; i++) {
            String label = String.valueOf(labels.files().charAt(i));
            int col = Layout.BOARD_LEFT + i * layout.cellWidth() + layout.cellWidth() / 2;
            g.putString(col, layout.boardTop(), label);
            g.putString(col, layout.boardBottom(), label);
        }
        for (int sq = 0; sq < 64; sq++) {
            cell(g, layout, frame, sq);
            if (Square.file(sq) == (layout.flipped() ? 7 : 0)) {
                plain(g);
                int row = (layout.cellRow(sq) - layout.boardTop() - 1) / layout.cellHeight();
                String rank = String.valueOf(labels.ranks().charAt(row));
                g.putString(1, layout.cellRow(sq), rank);
                g.putString(Layout.BOARD_LEFT + 8 * layout.cellWidth() + 1, layout.cellRow(sq), rank);
            }
        }
    }

    /**
     * The three (or five) characters in the middle row of a square's cell, and how they look.
     * Without colours only the characters, bold and reverse video (the cursor) tell things apart.
     */
    private static void cell(TextGraphics g, Layout layout, Frame frame, int sq) {
        int w = layout.cellWidth();
        int x = layout.cellColumn(sq);
        int y = layout.cellRow(sq);
        Frame.Board board = frame.board();
        boolean colour = frame.style().colour();
        Tokens tokens = board.tokens();
        boolean zone = board.showZone() && tokens.has(TokenKind.ZONE, sq);
        TextColor background = !colour ? TextColor.ANSI.DEFAULT : zone ? Look.ZONE : Look.square(sq);
        TextColor ink = colour ? Look.MAN : TextColor.ANSI.DEFAULT;
        TextColor zoneInk = colour ? TextColor.ANSI.WHITE_BRIGHT : TextColor.ANSI.DEFAULT;
        char[] text = new char[w];
        java.util.Arrays.fill(text, ' ');
        int mid = w / 2;
        TextColor chip = null;
        boolean bold = false;
        int man = board.manAt(sq);
        if (man != Frame.EMPTY) {
            text[mid] = Look.glyph(Frame.typeOf(man), Frame.colourOf(man), frame.style().ascii());
            bold = true;
        } else {
            text[mid] = board.belief().mark(sq);
            for (TokenKind kind : ON_SQUARES) {
                if (tokens.has(kind, sq)) {
                    int age = tokens.age(kind, sq);
                    text[mid - 1] = '(';
                    text[mid] = Look.mark(kind, age);
                    text[mid + 1] = ')';
                    chip = colour ? Look.chip(kind, age) : TextColor.ANSI.DEFAULT;
                    bold = kind != TokenKind.CAPTURE || age == 0;
                    break;
                }
            }
        }
        if (zone && text[0] == ' ') {
            text[0] = TokenKind.ZONE.mark();
        }
        if (board.lastMove().marks(sq) && text[w - 1] == ' ') {
            text[w - 1] = LAST_MOVE;
        }
        if (sq == board.selected()) {
            text[mid - 1] = '[';
            text[mid + 1] = ']';
        }
        for (int row = 0; row < layout.cellHeight(); row++) {
            g.clearModifiers();
            g.setBackgroundColor(background);
            g.setForegroundColor(zone ? zoneInk : ink);
            if (sq == board.cursor()) {
                g.enableModifiers(SGR.REVERSE);
            }
            if (row == 0) {
                for (int i = 0; i < w; i++) {
                    boolean inChip = chip != null && i >= mid - 1 && i <= mid + 1;
                    g.setBackgroundColor(inChip ? chip : background);
                    g.setForegroundColor(inChip || !zone || i == mid ? ink : zoneInk);
                    if (bold && (i == mid || inChip)) {
                        g.enableModifiers(SGR.BOLD);
                    } else {
                        g.disableModifiers(SGR.BOLD);
                    }
                    g.setCharacter(x + i, y, text[i]);
                }
            } else {
                g.putString(x, y + row, " ".repeat(w));
            }
        }
        plain(g);
    }

    private static void legend(TextGraphics g, Layout layout, Frame frame) {
        int row = layout.legendRow();
        int last = layout.statusRow() - 1;
        int width = layout.boardWidth();
        plain(g);
        if (row <= last) {
            g.enableModifiers(SGR.BOLD);
            g.putString(1, row++, "Tokens");
            g.disableModifiers(SGR.BOLD);
        }
        for (TokenKind kind : TokenKind.values()) {
            if (row > last) {
                return;
            }
            String text = kind.label();
            if (kind == TokenKind.ZONE) {
                text += frame.board().showZone() ? " (F2 hides)" : " (F2 shows)";
            }
            if (frame.style().colour()) {
                g.setBackgroundColor(kind == TokenKind.ZONE ? Look.ZONE : Look.chip(kind, 0));
                g.setForegroundColor(kind == TokenKind.ZONE ? TextColor.ANSI.WHITE_BRIGHT : Look.MAN);
            }
            g.putString(1, row, "(" + kind.mark() + ")");
            plain(g);
            g.putString(5, row++, fit(text, width - 5));
        }
        if (row <= last) {
            g.putString(1, row, frame.board().belief().numbers() ? "0-9" : Frame.Shading.MARKS);
            g.putString(6, row++, fit(frame.board().belief().numbers() ? "enemy, tenths (F3)"
                    : "enemy 5-75%+ (F3 0-9)", width - 6));
        }
        if (row <= last) {
            g.putString(2, row, String.valueOf(LAST_MOVE));
            g.putString(5, row++, fit("your last move", width - 5));
        }
        if (row <= last) {
            g.putString(1, row++, fit("? help  Ctrl-L redraw", width - 1));
        }
    }

    // ---- the panel beside the board ----

    private static void panel(TextGraphics g, Layout layout, Frame frame) {
        int x = layout.panelColumn();
        int width = layout.panelWidth();
        if (width < 10) {
            return;
        }
        int row = 0;
        int last = layout.statusRow() - 1;
        Frame.Panel p = frame.panel();
        row = put(g, x, row, last, width, p.title(), true);
        row = put(g, x, row, last, width, p.rules(), false);
        row = put(g, x, row, last, width, p.turn(), true);
        row = p.clocks().isEmpty() ? row + 1 : put(g, x, row, last, width, p.clocks(), false);
        row = section(g, x, row, last, width, "Umpire, this turn:", p.thisTurn(), 4);
        row = section(g, x, row, last, width, "Umpire, last turn:", p.lastTurn(), 3);
        row = put(g, x, row, last, width, p.took(), false);
        row = put(g, x, row, last, width, p.lost(), false);
        if (row + 1 <= last) {
            row = put(g, x, row, last, width, "Messages:", true);
            List<String> wrapped = new ArrayList<>();
            for (String line : p.log()) {
                wrapped.addAll(wrap(line, width - 2, "  "));
            }
            int room = last - row + 1;
            int from = Math.max(0, wrapped.size() - room);
            for (int i = from; i < wrapped.size(); i++) {
                g.putString(x + 2, row++, wrapped.get(i));
            }
        }
    }

    private static int section(TextGraphics g, int x, int row, int last, int width, String title, List<String> lines,
            int max) {
        row = put(g, x, row, last, width, title, true);
        List<String> wrapped = new ArrayList<>();
        for (String line : lines.isEmpty() ? List.of("(nothing)") : lines) {
            wrapped.addAll(wrap(line, width - 2, "  "));
        }
        for (int i = 0; i < wrapped.size() && i < max && row <= last; i++) {
            String text = i == max - 1 && wrapped.size() > max ? "..." : wrapped.get(i);
            g.putString(x + 2, row++, text);
        }
        return row;
    }

    private static int put(TextGraphics g, int x, int row, int last, int width, String text, boolean bold) {
        if (row > last || text == null || text.isEmpty()) {
            return row;
        }
        if (bold) {
            g.enableModifiers(SGR.BOLD);
        }
        for (String line : wrap(text, width, "  ")) {
            if (row <= last) {
                g.putString(x, row++, line);
            }
        }
        g.disableModifiers(SGR.BOLD);
        return row;
    }

    /** The overlay's lines wrapped to the screen, with the indent of a continued help line. */
    private static List<String> overlayRows(Layout layout, List<String> lines) {
        List<String> rows = new ArrayList<>();
        for (String line : lines) {
            rows.addAll(wrap(line, layout.columns() - 1, "                 "));
        }
        return rows;
    }

    /** Rows of overlay text a page holds: the rows above its footer (at least one). */
    private static int pageRows(Layout layout) {
        return Math.max(1, footerRow(layout));
    }

    /**
     * The row of a page's footer, how to go on: just above the status line, or in its row when
     * only one row stands above it (a terminal of three rows), so that neither covers the other.
     */
    static int footerRow(Layout layout) {
        return layout.statusRow() >= 2 ? layout.statusRow() - 1 : Math.max(0, layout.statusRow());
    }

    /** How many pages {@code lines} take on this screen. */
    public static int overlayPages(Layout layout, List<String> lines) {
        int rows = overlayRows(layout, lines).size();
        return Math.max(1, (rows + pageRows(layout) - 1) / pageRows(layout));
    }

    private static void overlay(TextGraphics g, Layout layout, Frame.Overlay overlay) {
        plain(g);
        List<String> rows = overlayRows(layout, overlay.lines());
        int perPage = pageRows(layout);
        int pages = overlayPages(layout, overlay.lines());
        int page = Math.max(0, Math.min(pages - 1, overlay.page()));
        int row = 0;
        for (int i = page * perPage; i < rows.size() && i < (page + 1) * perPage; i++) {
            g.putString(1, row++, rows.get(i));
        }
        g.enableModifiers(SGR.BOLD);
        g.putString(1, footerRow(layout), footer(page, pages, layout.columns() - 1));
        plain(g);
    }

    /** The line under a page: the longest of these sayings that fits {@code width}, so it reads whole. */
    static String footer(int page, int pages, int width) {
        if (pages == 1) {
            return fit("(any key closes this)", width);
        }
        String p = String.valueOf(page + 1);
        String n = String.valueOf(pages);
        List<String> sayings = page < pages - 1
                ? List.of("-- page " + p + " of " + n + ": PgDn or space for more, PgUp back, Esc closes --",
                        "-- page " + p + " of " + n + ": PgDn for more, PgUp back, Esc closes --",
                        "-- " + p + "/" + n + ": PgDn more, PgUp back, Esc closes --",
                        "-- " + p + "/" + n + ": PgDn more, Esc closes --",
                        "-- " + p + "/" + n + " --")
                : List.of("-- page " + n + " of " + n + ": PgUp back, any other key closes --",
                        "-- " + n + "/" + n + ": PgUp back, any other key closes --",
                        "-- " + n + "/" + n + ": PgUp back, Esc closes --",
                        "-- " + n + "/" + n + " --");
        for (String saying : sayings) {
            if (Columns.of(saying) <= width) {
                return saying;
            }
        }
        return fit(sayings.get(sayings.size() - 1), width);
    }

    // ---- the bottom lines ----

    private static void status(TextGraphics g, Layout layout, Frame frame) {
        if (layout.statusRow() < 1) {
            return;
        }
        plain(g);
        g.enableModifiers(SGR.BOLD);
        g.putString(0, layout.statusRow(), fit(frame.bottom().status(), layout.columns()));
        plain(g);
    }

    private static void commandLine(TextGraphics g, Layout layout, Frame frame) {
        plain(g);
        Frame.Bottom bottom = frame.bottom();
        String prompt = bottom.prompt();
        int room = Math.max(1, layout.columns() - prompt.length() - 1);
        String input = bottom.input();
        int start = Math.max(0, bottom.inputCursor() - room + 1);
        String shown = input.substring(Math.min(start, input.length()), Math.min(input.length(), start + room));
        g.putString(0, layout.commandRow(), fit(prompt + shown, layout.columns()));
    }

    /** Where the terminal's cursor should stand: in the command line. */
    public static com.googlecode.lanterna.TerminalPosition cursorPosition(Layout layout, Frame frame) {
        Frame.Bottom bottom = frame.bottom();
        int room = Math.max(1, layout.columns() - bottom.prompt().length() - 1);
        int start = Math.max(0, bottom.inputCursor() - room + 1);
        int col = Math.min(layout.columns() - 1, bottom.prompt().length() + bottom.inputCursor() - start);
        return new com.googlecode.lanterna.TerminalPosition(col, layout.commandRow());
    }

    // ---- text ----

    /** {@code text} in at most {@code width} columns ({@link Columns}): cut short with {@code ~} when wider. */
    static String fit(String text, int width) {
        if (text == null || width <= 0) {
            return "";
        }
        if (Columns.of(text) <= width) {
            return text;
        }
        return cutAt(text, width - 1) + "~";
    }

    /** The longest head of {@code text} within {@code columns}. */
    private static String cutAt(String text, int columns) {
        int used = 0;
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            used += Columns.of(Character.toString(cp));
            if (used > columns) {
                break;
            }
            i += Character.charCount(cp);
        }
        return text.substring(0, i);
    }

    /**
     * Wraps at spaces to {@code width} columns ({@link Columns}: a wide character takes two);
     * continuation lines start with {@code indent}. A word longer than a line is cut where it ends.
     */
    public static List<String> wrap(String text, int width, String indent) {
        List<String> out = new ArrayList<>();
        if (width <= indent.length() + 1) {
            out.add(fit(text, Math.max(width, 1)));
            return out;
        }
        List<String> pieces = LineFit.pieces(text.replace('\t', ' '), width, width - Columns.of(indent));
        out.add(pieces.get(0));
        for (String piece : pieces.subList(1, pieces.size())) {
            out.add(indent + piece);
        }
        return out;
    }
}
