package ks.app;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.MouseCaptureMode;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal;
import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ks.app.screen.Frame;
import ks.app.screen.Layout;
import ks.app.screen.LineEditor;
import ks.app.screen.Look;
import ks.app.screen.Painter;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;
import ks.engine.view.PlayerView;
import ks.engine.view.Taken;
import ks.engine.view.Tokens;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Session;
import ks.net.protocol.Terms;

/**
 * The full-screen board (Lanterna): the same seat, commands and session as {@link DumbConsole},
 * shown as a picture. Events from the session update the seat and a log and mark the screen
 * dirty; the player's thread reads keys, runs commands and draws. Every way out (quit, the end
 * of the game, a lost connection, the terminal closing, a signal) leaves the terminal as it was.
 */
final class ScreenConsole {

    /** Command words completed with Tab: the command language and the screen's own words. */
    static final List<String> WORDS = List.of("any", "board", "draw", "help", "quit", "resign", "say", "zone");

    static final String KEYS = """
            Keys on the full-screen board:
              arrow keys   move the cursor on the board (while the command line is empty)
              Enter, space pick up the man under the cursor; then Enter on a square moves it there
              mouse click  the same, where the terminal reports clicks
              Esc          put the man down, or clear the command line
              Tab          complete a command word; Ctrl-P / Ctrl-N (or PgUp / PgDn) recall lines
              F2, zone     show or hide the zone of control: squares none of your men guards
              Ctrl-L       redraw the screen;  ?  this help;  Ctrl-C or quit  leave (counts as resigning)
            Tokens on the board: (@) an enemy man took ours here (fades: @, @, o as the enemy moves);
              (+) the man checking us may stand here; (#) the enemy king we checked may stand here;
              (x) one of our pawns may capture here; ':' and a red square: none of our men guards it.
            """;

    private final Screen screen;
    private final Terminal terminal;
    private final Perspective perspective;
    private final boolean ascii;
    private final Seat seat = new Seat();
    private final Thread restorer;

    // The state below is guarded by this object's lock.
    private final List<String> log = new ArrayList<>();
    private final LineEditor editor = new LineEditor();
    private String status = "";
    private List<String> overlay = List.of();
    private int cursor = Square.NONE;
    private int selected = Square.NONE;
    private boolean showZone;
    private boolean confirmingQuit;
    private boolean quitting;
    private boolean leaving;
    private boolean closed;
    private volatile boolean dirty = true;
    private String farewell = "";
    private Session session;

    private ScreenConsole(Screen screen, Terminal terminal, Perspective perspective, boolean ascii) {
        this.screen = screen;
        this.terminal = terminal;
        this.perspective = perspective;
        this.ascii = ascii;
        this.restorer = new Thread(this::restore, "ks-screen-restore");
        Runtime.getRuntime().addShutdownHook(restorer);
    }

    /** A terminal the board cannot be drawn on, with the reason in one line. */
    static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message);
        }
    }

    /**
     * Why this process cannot show the full-screen board (the user asked for dumb mode: an
     * empty reason), or null when it may try.
     */
    static String unavailable(boolean dumb, boolean console, String term) {
        if (dumb) {
            return "";
        }
        if (!console) {
            return "input or output is not a terminal";
        }
        if (term == null || term.isBlank()) {
            return "TERM is not set";
        }
        if (term.equals("dumb") || term.equals("unknown")) {
            return "the terminal is '" + term + "'";
        }
        return null;
    }

    /** Opens the process's terminal as a full screen, or says why it cannot. */
    static ScreenConsole open(boolean ascii, Perspective perspective, Map<String, String> env) throws Unusable {
        boolean glyphs = !ascii && Look.unicodeLocale(env);
        Charset charset = glyphs ? StandardCharsets.UTF_8 : Charset.defaultCharset();
        UnixTerminal terminal;
        try {
            terminal = new UnixTerminal(System.in, System.out, charset, UnixLikeTerminal.CtrlCBehaviour.TRAP);
        } catch (IOException | RuntimeException e) {
            throw new Unusable("cannot open the terminal for the board (" + e.getMessage() + ")");
        }
        try {
            TerminalSize size = terminal.getTerminalSize();
            if (Layout.of(size.getColumns(), size.getRows(), Color.WHITE).tooSmall()) {
                terminal.close();
                throw new Unusable("the terminal is " + size.getColumns() + "x" + size.getRows()
                        + ", too small for the board (at least " + Layout.MIN_COLUMNS + "x" + Layout.MIN_ROWS + ")");
            }
            TerminalScreen screen = new TerminalScreen(terminal);
            ScreenConsole console = new ScreenConsole(screen, terminal, perspective, !glyphs);
            screen.startScreen();
            try {
                terminal.setMouseCaptureMode(MouseCaptureMode.CLICK_RELEASE);
            } catch (IOException | RuntimeException e) {
                // No mouse, then: the keys still work.
            }
            return console;
        } catch (IOException | RuntimeException e) {
            try {
                terminal.close();
            } catch (IOException | RuntimeException ignored) {
                // Best effort: the terminal is left as Lanterna's own hook restores it.
            }
            throw new Unusable("cannot use the terminal for the board (" + e.getMessage() + ")");
        }
    }

    Seat seat() {
        return seat;
    }

    /** What the player should still read after the screen is gone: the end of the game. */
    synchronized String farewell() {
        return farewell;
    }

    // ---- events from the session ----

    /** Takes one event from the session (any thread): updates the seat and the log. */
    void onEvent(Event e) {
        synchronized (this) {
            for (String line : describe(e)) {
                addLog(line);
            }
            seat.apply(e);
            if (e instanceof Event.Started) {
                OwnMen men = seat.men();
                cursor = men == null ? Square.NONE : men.king();
            }
            if (e instanceof Event.Over o) {
                selected = Square.NONE;
                confirmingQuit = false;
                farewell = EventText.ending(o, seat.colour());
                status = quitting ? "" : "Game over. Enter or q leaves the board.";
            }
            if (e instanceof Event.Heard h && h.moved()) {
                selected = Square.NONE;
                status = "";
            }
        }
        dirty = true;
    }

    private void addLog(String line) {
        for (String part : line.split("\n")) {
            log.add(part);
        }
        while (log.size() > 300) {
            log.remove(0);
        }
    }

    private List<String> describe(Event e) {
        List<String> out = new ArrayList<>();
        if (e instanceof Event.Started s) {
            out.add("You play " + Color.name(s.colour()) + " against " + s.opponent() + ".");
            if (s.trust() != null && !s.trust().isEmpty()) {
                out.add(s.trust());
            }
            out.add("Type a move, or use the arrow keys and Enter; ? for help.");
        } else if (e instanceof Event.Answered a) {
            if (a.move() != Move.NONE) {
                String answer = EventText.answer(a.move(), a.verdict(), seat.men(), perspective);
                out.add(answer);
                status = a.verdict() == Verdict.LEGAL ? answer + "; waiting for " + seat.opponent() + "." : answer;
            }
        } else if (e instanceof Event.Heard h) {
            if (h.lost() >= 0) {
                out.add(EventText.lost(h.lost(), seat.men()));
            }
            if (h.moved()) {
                out.add(seat.opponent() + " has moved.");
            } else {
                for (Announcement a : h.heard()) {
                    out.add("umpire: " + a.text());
                }
            }
        } else if (e instanceof Event.Said s) {
            out.add(EventText.said(s));
        } else if (e instanceof Event.Note n) {
            out.add(EventText.note(n));
        } else if (e instanceof Event.Over o) {
            out.add(EventText.result(o));
            out.add(o.audit());
        }
        return out;
    }

    // ---- the player's loop ----

    /** Plays until the game is over and the player has left the board; the terminal is restored after. */
    void play(Session s) throws InterruptedException {
        synchronized (this) {
            session = s;
        }
        try {
            boolean full = true;
            while (!isLeaving()) {
                KeyStroke key;
                try {
                    key = screen.pollInput();
                } catch (IOException e) {
                    key = new KeyStroke(KeyType.EOF);
                }
                if (screen.doResizeIfNecessary() != null) {
                    full = true;
                }
                if (key == null) {
                    if (dirty || full) {
                        draw(full);
                        full = false;
                    } else {
                        Thread.sleep(25);
                    }
                    continue;
                }
                try {
                    if (key.getKeyType() == KeyType.Character && key.isCtrlDown()
                            && Character.toLowerCase(key.getCharacter()) == 'l') {
                        full = true;
                    } else {
                        handle(key);
                    }
                } catch (RuntimeException e) {
                    synchronized (this) {
                        status = "ks: could not do that (" + e + ")";
                    }
                }
                dirty = true;
            }
        } finally {
            restore();
        }
    }

    private synchronized boolean isLeaving() {
        if (quitting && seat.over() != null) {
            leaving = true;
        }
        return leaving;
    }

    /** One key, mouse click or end of input. */
    synchronized void handle(KeyStroke key) {
        if (key instanceof MouseAction mouse) {
            if (mouse.getActionType() == MouseActionType.CLICK_DOWN && overlay.isEmpty()) {
                TerminalSize size = screen.getTerminalSize();
                Layout layout = Layout.of(size.getColumns(), size.getRows(), seat.colour());
                int sq = layout.squareAt(mouse.getPosition().getColumn(), mouse.getPosition().getRow());
                if (sq != Square.NONE && !layout.tooSmall()) {
                    act(sq);
                }
            }
            return;
        }
        KeyType type = key.getKeyType();
        if (type == KeyType.EOF) {
            if (seat.over() != null) {
                leaving = true;
            } else if (!quitting) {
                quit();
            }
            return;
        }
        if (!overlay.isEmpty()) {
            overlay = List.of();
            return;
        }
        if (type == KeyType.Character && key.isCtrlDown()) {
            ctrl(Character.toLowerCase(key.getCharacter()));
            return;
        }
        if (confirmingQuit) {
            confirmingQuit = false;
            if (type == KeyType.Character && Character.toLowerCase(key.getCharacter()) == 'y') {
                quit();
            } else {
                status = "Not quitting.";
            }
            return;
        }
        if (seat.over() != null && editor.isEmpty() && (type == KeyType.Enter
                || type == KeyType.Character && Character.toLowerCase(key.getCharacter()) == 'q')) {
            leaving = true;
            return;
        }
        switch (type) {
            case Character -> {
                char c = key.getCharacter();
                if (editor.isEmpty() && c == '?') {
                    help();
                } else if (editor.isEmpty() && c == ' ') {
                    act(cursor);
                } else if (!key.isAltDown()) {
                    editor.insert(c);
                }
            }
            case Enter -> {
                if (editor.isEmpty()) {
                    act(cursor);
                } else {
                    run(editor.enter());
                }
            }
            case Backspace -> editor.backspace();
            case Delete -> editor.delete();
            case Escape -> {
                if (!editor.isEmpty()) {
                    editor.clear();
                } else if (selected != Square.NONE) {
                    selected = Square.NONE;
                    status = "Put down.";
                }
            }
            case Tab -> {
                List<String> matches = editor.complete(WORDS);
                status = matches.size() > 1 ? String.join("  ", matches) : matches.isEmpty() ? "no such command" : "";
            }
            case ArrowLeft -> {
                if (editor.isEmpty()) {
                    moveCursor(-1, 0);
                } else {
                    editor.left();
                }
            }
            case ArrowRight -> {
                if (editor.isEmpty()) {
                    moveCursor(1, 0);
                } else {
                    editor.right();
                }
            }
            case ArrowUp -> {
                if (editor.isEmpty()) {
                    moveCursor(0, 1);
                } else {
                    editor.previous();
                }
            }
            case ArrowDown -> {
                if (editor.isEmpty()) {
                    moveCursor(0, -1);
                } else {
                    editor.next();
                }
            }
            case PageUp -> editor.previous();
            case PageDown -> editor.next();
            case Home -> editor.home();
            case End -> editor.end();
            case F2 -> toggleZone();
            default -> {
                // Other keys do nothing.
            }
        }
    }

    private void ctrl(char c) {
        switch (c) {
            case 'c' -> {
                if (seat.over() != null) {
                    leaving = true;
                } else if (confirmingQuit) {
                    confirmingQuit = false;
                    quit();
                } else {
                    confirmingQuit = true;
                }
            }
            case 'p' -> editor.previous();
            case 'n' -> editor.next();
            case 'a' -> editor.home();
            case 'e' -> editor.end();
            case 'u' -> editor.killToStart();
            case 'd' -> {
                if (editor.isEmpty()) {
                    confirmingQuit = seat.over() == null;
                    leaving = seat.over() != null;
                } else {
                    editor.delete();
                }
            }
            default -> {
                // Other control keys do nothing.
            }
        }
    }

    /** Up is towards the enemy, left is the board's left, both from our side. */
    private void moveCursor(int right, int up) {
        if (cursor == Square.NONE) {
            cursor = Square.of(4, 0);
        }
        boolean flip = seat.colour() == Color.BLACK;
        int file = Math.max(0, Math.min(7, Square.file(cursor) + (flip ? -right : right)));
        int rank = Math.max(0, Math.min(7, Square.rank(cursor) + (flip ? -up : up)));
        cursor = Square.of(file, rank);
        status = describeCursor();
    }

    private String describeCursor() {
        OwnMen men = seat.men();
        if (cursor == Square.NONE || men == null) {
            return "";
        }
        String where = Square.name(cursor);
        if (selected != Square.NONE) {
            String man = "the " + PieceType.name(men.typeAt(selected)) + " on " + Square.name(selected);
            return cursor == selected
                    ? "Picked up " + man + ": move the cursor to its square and press Enter (Esc puts it down)."
                    : "Enter moves " + man + " to " + where + "; Esc puts it down.";
        }
        int type = men.typeAt(cursor);
        return type == PieceType.NONE ? where : where + ": your " + PieceType.name(type) + " (Enter picks it up)";
    }

    /** Enter, space or a click on {@code sq}: pick up a man, put it down, or move it. */
    private void act(int sq) {
        OwnMen men = seat.men();
        if (sq == Square.NONE || men == null || seat.over() != null) {
            return;
        }
        cursor = sq;
        boolean ours = men.typeAt(sq) != PieceType.NONE;
        if (selected == Square.NONE) {
            if (ours) {
                selected = sq;
                status = describeCursor();
            } else {
                status = "No man of yours on " + Square.name(sq) + ".";
            }
        } else if (sq == selected) {
            selected = Square.NONE;
            status = "Put down.";
        } else if (ours && !isCastling(men, selected, sq)) {
            selected = sq;
            status = describeCursor();
        } else {
            String move = Square.name(selected) + Square.name(sq);
            selected = Square.NONE;
            status = "";
            run(move);
        }
    }

    /** King onto its own rook's home: castling, as some players show it. */
    private static boolean isCastling(OwnMen men, int from, int to) {
        return men.typeAt(from) == PieceType.KING && men.typeAt(to) == PieceType.ROOK && from == OwnMen.kingHome(men.color());
    }

    private void toggleZone() {
        showZone = !showZone;
        status = showZone ? "Zone of control shown: squares none of your men guards." : "Zone of control hidden.";
    }

    private void help() {
        List<String> lines = new ArrayList<>();
        lines.addAll(List.of(KEYS.split("\n")));
        lines.addAll(List.of(Commands.HELP.split("\n")));
        lines.add("(any key closes this help)");
        overlay = lines;
    }

    /** A typed line (or a move made on the board), read by the same command language as dumb mode. */
    private void run(String line) {
        String word = line.strip().toLowerCase(java.util.Locale.ROOT);
        switch (word) {
            case "zone" -> {
                toggleZone();
                return;
            }
            case "help", "?", "h" -> {
                help();
                return;
            }
            case "redraw" -> {
                dirty = true;
                return;
            }
            default -> {
            }
        }
        Commands.Action action = Commands.read(line, seat, perspective);
        if (action instanceof Commands.Show show) {
            if (show.text().contains("\n")) {
                List<String> lines = new ArrayList<>(List.of(show.text().split("\n")));
                lines.add("(any key closes this)");
                overlay = lines;
            } else {
                status = show.text();
            }
        } else if (action instanceof Commands.Quit) {
            confirmingQuit = true;
        } else if (action instanceof Commands.Send send) {
            Command command = send.command();
            if (command instanceof Command.Play || command instanceof Command.AskAny) {
                seat.sent();
            }
            status = command instanceof Command.Play p ? "Tried " + EventText.echo(p.move(), seat.men(), perspective) + "." : "";
            if (session != null) {
                session.submit(command);
            }
        }
    }

    private void quit() {
        quitting = true;
        status = "Leaving...";
        if (session != null && seat.over() == null) {
            session.submit(new Command.Resign(true));
        } else {
            leaving = true;
        }
    }

    // ---- drawing ----

    private void draw(boolean full) {
        Frame frame = frame();
        try {
            TerminalSize size = screen.getTerminalSize();
            Layout layout = Layout.of(size.getColumns(), size.getRows(), seat.colour());
            dirty = false;
            Painter.paint(screen.newTextGraphics(), layout, frame);
            screen.setCursorPosition(Painter.cursorPosition(layout, frame));
            screen.refresh(full ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
        } catch (IOException | RuntimeException e) {
            // The terminal went away or a frame could not be drawn; the next key or event retries.
        }
    }

    /** What the screen shows now. */
    synchronized Frame frame() {
        OwnMen men = seat.men();
        Event.Over over = seat.over();
        PlayerView view = seat.view();
        int[] board = over != null && over.finalFen() != null ? Frame.menOf(over.finalFen()) : Frame.menOf(men);
        Tokens tokens = view == null || over != null ? Tokens.NONE : view.tokens();
        Terms terms = seat.terms();
        String title = seat.started()
                ? seat.me() + " (" + Color.name(seat.colour()) + ") vs " + seat.opponent()
                : "ks: waiting for the game to start";
        String rules = terms == null ? "" : "Rules: " + terms.describeRules() + "; "
                + (terms.host().equals(seat.me()) ? "you host" : seat.opponent() + " hosts") + " the referee";
        String turn;
        if (over != null) {
            turn = "Game over: " + over.result() + " (" + over.reason() + ")";
        } else if (!seat.started()) {
            turn = "";
        } else if (seat.myTurn()) {
            turn = "Your move";
        } else {
            turn = "Waiting for " + seat.opponent();
        }
        String prompt;
        if (confirmingQuit) {
            prompt = "Quit? It counts as resigning. (y/n) ";
        } else if (over != null) {
            prompt = "[game over: Enter or q leaves] ";
        } else {
            prompt = seat.myTurn() ? "your move> " : "ks> ";
        }
        String shownStatus = status.isEmpty() && editor.isEmpty() ? describeCursor() : status;
        return new Frame(seat.colour(), board, tokens, showZone, over == null ? cursor : Square.NONE,
                selected, title, rules, turn, seat.thisTurn(), seat.lastTurn(), tookLine(view), "You " + seat.lostLine(),
                log, shownStatus, prompt, editor.text(), editor.cursor(), overlay, ascii);
    }

    private static String tookLine(PlayerView view) {
        if (view == null || view.taken().isEmpty()) {
            return "You took: nothing";
        }
        List<String> parts = new ArrayList<>();
        for (Taken t : view.taken()) {
            String what = switch (t.kind()) {
                case PAWN -> "pawn";
                case PIECE -> "piece";
                case UNKNOWN -> "man";
            };
            parts.add(what + " " + Square.name(t.square()));
        }
        return "You took: " + String.join(", ", parts);
    }

    // ---- leaving ----

    /** Gives the terminal back as it was: main screen, cooked mode, no mouse reports. Idempotent. */
    void restore() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            if (terminal instanceof UnixTerminal unix) {
                unix.setMouseCaptureMode(null);
            }
        } catch (IOException | RuntimeException ignored) {
            // Best effort.
        }
        try {
            screen.stopScreen();
        } catch (IOException | RuntimeException ignored) {
            // Best effort.
        }
        try {
            terminal.close();
        } catch (IOException | RuntimeException ignored) {
            // Best effort.
        }
        if (Thread.currentThread() != restorer) {
            try {
                Runtime.getRuntime().removeShutdownHook(restorer);
            } catch (IllegalStateException ignored) {
                // Already shutting down: the hook runs and finds the terminal restored.
            }
        }
    }
}
