package ks.app;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import ks.app.screen.BoardCursor;
import ks.app.screen.BoardTerminal;
import ks.app.screen.Frame;
import ks.app.screen.Keys;
import ks.app.screen.Layout;
import ks.app.screen.LineEditor;
import ks.app.screen.Look;
import ks.app.screen.Painter;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.engine.referee.Verdict;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The full-screen board's console: the same seat, commands and session as {@link DumbConsole},
 * shown as a picture. Events from the session (and the program's own lines, {@link #tell})
 * update the seat and a log and mark the screen dirty; the player's thread reads keys
 * ({@link Keys} says what each means), carries them out on the command line, the
 * {@link BoardCursor} or the session, and draws on the {@link BoardTerminal}, which every way out
 * (quit, the end of the game, a lost connection, the terminal closing, a signal) leaves as it was.
 */
final class ScreenConsole {

    /** Command words completed with Tab: the command language and the screen's own words. */
    private static final List<String> WORDS = wordsWithZone();

    /** The most lines of messages kept; the panel shows the last few. */
    private static final int LOG_LINES = 300;

    /** The y/n question on the command line, if any. */
    private enum Question { NONE, QUIT, RESIGN }

    private final BoardTerminal terminal;
    private final Perspective perspective;
    private final Frame.Style style;
    private final String quitQuestion;
    private final Seat seat;

    // The state below is guarded by this object's lock.
    private final List<String> log = new ArrayList<>();
    private final LineEditor editor = new LineEditor();
    private final BoardCursor cursor = new BoardCursor();
    private String status = "";
    private List<String> overlay = List.of();
    private int overlayPage;
    private boolean showZone;
    private boolean beliefNumbers;
    private Question question = Question.NONE;
    private boolean quitting;
    private boolean leaving;
    private String farewell = "";
    private final List<String> told = new ArrayList<>();
    private Consumer<Command> session;

    private volatile boolean dirty = true;
    /** The whole screen is to be drawn again (resized, Ctrl-L); the player's thread only. */
    private boolean redrawAll = true;
    /** The clocks as last drawn; the player's thread only. */
    private String clocksDrawn = "";

    private ScreenConsole(BoardTerminal terminal, Perspective perspective, Frame.Style style, String quitQuestion) {
        this.terminal = terminal;
        this.perspective = perspective;
        this.style = style;
        this.quitQuestion = quitQuestion;
        this.seat = new Seat(perspective);
    }

    /** A terminal the board cannot be drawn on, with the reason in one line (the terminal's own, passed on). */
    static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message);
        }
    }

    /**
     * Opens the process's terminal as a full screen, or says why it cannot: glyphs when the locale
     * and terminal show them and {@code ascii} is not asked for, colours when the terminal has them.
     */
    static ScreenConsole open(boolean ascii, Perspective perspective, Map<String, String> env) throws Unusable {
        return open(ascii, perspective, env, EventText.QUIT_RESIGNS);
    }

    /** The same, for a game whose "quit" asks {@code quitQuestion} before it leaves. */
    static ScreenConsole open(boolean ascii, Perspective perspective, Map<String, String> env, String quitQuestion)
            throws Unusable {
        boolean glyphs = !ascii && Look.glyphs(env);
        try {
            return new ScreenConsole(BoardTerminal.open(glyphs), perspective, new Frame.Style(!glyphs, Look.colours(env)),
                    quitQuestion);
        } catch (BoardTerminal.Unusable e) {
            throw new Unusable(e.getMessage());
        }
    }

    private static List<String> wordsWithZone() {
        List<String> words = new ArrayList<>(Commands.WORDS);
        words.add("zone");
        return List.copyOf(words);
    }

    Seat seat() {
        return seat;
    }

    /** What the player should still read after the screen is gone: the end of the game, and the record's file. */
    synchronized String farewell() {
        List<String> parts = new ArrayList<>();
        if (!farewell.isEmpty()) {
            parts.add(farewell);
        }
        parts.addAll(told);
        return String.join("\n", parts);
    }

    /** Gives the terminal back as it was. Idempotent. */
    void restore() {
        terminal.restore();
    }

    // ---- events from the session ----

    /** Takes one event from the session (any thread): updates the seat and the log. */
    void onEvent(Event e) {
        synchronized (this) {
            // Described before the seat takes the event in, while a man just taken is still ours to name.
            List<String> lines = BoardPicture.logLines(e, seat, perspective);
            if (e instanceof Event.Answered a && a.move() != Move.NONE) {
                String answer = lines.get(0);
                status = a.verdict() == Verdict.LEGAL ? answer + "; waiting for " + seat.opponent() + "." : answer;
            }
            for (String line : lines) {
                addLog(line);
            }
            seat.apply(e);
            if (e instanceof Event.Started) {
                cursor.start(seat.men());
            }
            if (e instanceof Event.Over o) {
                cursor.drop();
                question = Question.NONE;
                farewell = EventText.ending(o, seat.colour(), seat.names());
                status = quitting ? "" : ("*".equals(o.result()) ? "" : "Game over. ") + "Enter or q leaves the board.";
            }
            if (e instanceof Event.Heard h && h.moved()) {
                // Our men may have changed under the man picked up; the last answer is old news.
                cursor.drop();
                status = seat.over() == null && seat.myTurn() ? seat.opponent() + " has moved; your move." : "";
            }
        }
        dirty = true;
    }

    /** A line of the program's own (the record saved, reconnecting): in the log, and after the board. */
    void tell(String line) {
        synchronized (this) {
            addLog(line);
            if (seat.over() != null) {
                told.add(line);
            }
        }
        dirty = true;
    }

    private void addLog(String line) {
        for (String part : line.split("\n")) {
            log.add(part);
        }
        while (log.size() > LOG_LINES) {
            log.remove(0);
        }
    }

    // ---- the player's loop ----

    /** Plays until the game is over and the player has left the board; the terminal is restored after. */
    void play(Consumer<Command> s) throws InterruptedException {
        synchronized (this) {
            session = s;
        }
        try {
            while (!isLeaving()) {
                KeyStroke key = terminal.poll();
                if (terminal.resized()) {
                    redrawAll = true;
                }
                if (key == null) {
                    // A running clock changes what the panel shows without any event: draw it when it does.
                    if (dirty || redrawAll || !seat.clockLine().equals(clocksDrawn)) {
                        draw();
                    } else {
                        Thread.sleep(25);
                    }
                    continue;
                }
                try {
                    handle(key);
                } catch (RuntimeException e) {
                    synchronized (this) {
                        status = "ks: could not do that (" + e + ")";
                    }
                }
                dirty = true;
            }
        } finally {
            terminal.restore();
        }
    }

    private synchronized boolean isLeaving() {
        if (quitting && seat.over() != null) {
            leaving = true;
        }
        return leaving;
    }

    /** One key, mouse click or end of input, read and carried out under the lock the events take. */
    private synchronized void handle(KeyStroke key) {
        Keys.Mode mode = new Keys.Mode(!overlay.isEmpty(), question != Question.NONE, seat.over() != null,
                editor.isEmpty());
        Keys.Action action = Keys.read(key, mode);
        if (action instanceof Keys.Type t) {
            editor.insert(t.c());
        } else if (action instanceof Keys.MoveCursor m) {
            cursor.move(m.right(), m.up(), seat.colour());
            status = cursor.describe(seat.men(), seat.names()::name);
        } else if (action instanceof Keys.Click c) {
            Layout layout = terminal.layout(seat.colour());
            int sq = layout.squareAt(c.column(), c.row());
            if (sq != Square.NONE && !layout.tooSmall()) {
                touch(sq);
            }
        } else {
            act((Keys.Act) action);
        }
    }

    private void act(Keys.Act action) {
        switch (action) {
            case REDRAW -> redrawAll = true;
            case CLOSE_OVERLAY -> overlay = List.of();
            case NEXT_PAGE -> {
                int pages = Painter.overlayPages(terminal.layout(seat.colour()), overlay);
                if (overlayPage + 1 < pages) {
                    overlayPage++;
                } else {
                    overlay = List.of();
                }
            }
            case PREVIOUS_PAGE -> overlayPage = Math.max(0, overlayPage - 1);
            case LEAVE -> leaving = true;
            case END_OF_INPUT -> {
                // The terminal went away: that resigns, once.
                if (!quitting) {
                    quit();
                }
            }
            case ASK_TO_QUIT -> {
                overlay = List.of();
                question = Question.QUIT;
            }
            case YES -> {
                Question asked = question;
                question = Question.NONE;
                if (asked == Question.RESIGN) {
                    resign();
                } else {
                    quit();
                }
            }
            case NO -> {
                question = Question.NONE;
                status = "Not leaving: the game goes on.";
            }
            case HELP -> help();
            case TOUCH -> touch(cursor.square());
            case RUN_LINE -> run(editor.enter());
            case BACKSPACE -> editor.backspace();
            case DELETE -> editor.delete();
            case CLEAR_LINE -> editor.clear();
            case PUT_DOWN -> {
                if (cursor.putDown()) {
                    status = "Put down.";
                }
            }
            case COMPLETE -> {
                List<String> matches = editor.complete(WORDS);
                status = matches.size() > 1 ? String.join("  ", matches) : matches.isEmpty() ? "no such command" : "";
            }
            case LEFT -> editor.left();
            case RIGHT -> editor.right();
            case HOME -> editor.home();
            case END -> editor.end();
            case KILL_TO_START -> editor.killToStart();
            case PREVIOUS_LINE -> editor.previous();
            case NEXT_LINE -> editor.next();
            case TOGGLE_ZONE -> toggleZone();
            case TOGGLE_BELIEF_NUMBERS -> toggleBeliefNumbers();
            case NOTHING -> {
                // Keys the board does not use.
            }
        }
    }

    /** Enter, space or a click on {@code sq}: pick up a man, put it down, or move it. */
    private void touch(int sq) {
        OwnMen men = seat.men();
        if (sq == Square.NONE || men == null || seat.over() != null) {
            return;
        }
        BoardCursor.Touch touch = cursor.touch(sq, men, seat.names()::name);
        if (touch instanceof BoardCursor.Move move) {
            status = "";
            run(move.line());
        } else {
            status = ((BoardCursor.Status) touch).text();
        }
    }

    private void toggleZone() {
        showZone = !showZone;
        status = showZone ? "Zone of control shown: squares none of your men guards." : "Zone of control hidden.";
    }

    private void toggleBeliefNumbers() {
        beliefNumbers = !beliefNumbers;
        status = beliefNumbers ? "Belief in tenths: the chance of an enemy man on each square, 0-9."
                : "Belief as marks: . - = % for 5, 25, 50, 75% or more.";
    }

    private void help() {
        List<String> lines = new ArrayList<>();
        lines.addAll(List.of(Keys.HELP.split("\n")));
        lines.addAll(List.of(Commands.HELP.split("\n")));
        show(lines);
    }

    private void show(List<String> lines) {
        overlay = lines;
        overlayPage = 0;
    }

    /** A typed line (or a move made on the board), read by the same command language as dumb mode. */
    private void run(String line) {
        String word = line.strip().toLowerCase(Locale.ROOT);
        switch (word) {
            case "zone" -> {
                toggleZone();
                return;
            }
            case "belief" -> {
                toggleBeliefNumbers();
                return;
            }
            case "help", "?", "h" -> {
                // The screen's help: its keys as well as the commands.
                help();
                return;
            }
            case "redraw" -> {
                // Taken as a word of the screen's; the screen is drawn again after every key anyway.
                return;
            }
            default -> {
            }
        }
        Commands.Action action = Commands.read(line, seat, perspective);
        if (action instanceof Commands.Show show) {
            if (show.text().contains("\n")) {
                show(List.of(show.text().split("\n")));
            } else {
                status = show.text();
            }
        } else if (action instanceof Commands.Quit) {
            question = Question.QUIT;
        } else if (action instanceof Commands.Resign) {
            question = Question.RESIGN;
        } else if (action instanceof Commands.Send send) {
            Command command = send.command();
            if (command instanceof Command.Play || command instanceof Command.AskAny) {
                seat.sent();
            }
            status = command instanceof Command.Play p ? "Tried " + EventText.echo(p.move(), seat.men(), perspective) + "." : "";
            if (command instanceof Command.Talk t) {
                addLog(EventText.saying(t.text()));
            }
            if (session != null) {
                session.accept(command);
            }
        }
    }

    private void quit() {
        quitting = true;
        status = "Leaving...";
        if (session != null && seat.over() == null) {
            session.accept(new Command.Resign(true));
        } else {
            leaving = true;
        }
    }

    private void resign() {
        if (session != null && seat.over() == null) {
            status = "Resigning...";
            session.accept(new Command.Resign(false));
        }
    }

    // ---- drawing ----

    private void draw() {
        // The belief catches up with the news here, outside the console's lock that events take.
        seat.belief();
        Frame frame = frame();
        clocksDrawn = frame.panel().clocks();
        dirty = false;
        terminal.show(frame, redrawAll);
        redrawAll = false;
    }

    /** What the screen shows now. */
    private synchronized Frame frame() {
        String prompt = switch (question) {
            case QUIT -> quitQuestion;
            case RESIGN -> Commands.RESIGN_QUESTION;
            case NONE -> seat.over() == null ? seat.prompt()
                    : "*".equals(seat.over().result()) ? "[Enter or q leaves] " : "[game over: Enter or q leaves] ";
        };
        return BoardPicture.frame(seat, cursor, showZone, beliefNumbers, log, new Frame.Bottom(status, prompt, editor.text(),
                editor.cursor()), new Frame.Overlay(overlay, overlayPage), style);
    }
}
