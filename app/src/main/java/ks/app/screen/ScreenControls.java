package ks.app.screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ks.app.dumb.LineFit;
import ks.app.seat.Columns;
import ks.app.seat.Commands;
import ks.app.seat.EventText;
import ks.app.seat.Seat;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Square;
import ks.engine.notation.Perspective;
import ks.engine.referee.Verdict;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The player's side of the full-screen board: the command line, the {@link BoardCursor}, the help
 * overlay, the y/n question and the status line, what each key ({@link Keys}) and each typed line
 * does to them and to the session, and what the session's news does to them. Not thread-safe: the
 * {@link ScreenConsole} that owns it calls it under its own lock.
 */
final class ScreenControls {

    /** Command words completed with Tab: the command language and the screen's own words. */
    private static final List<String> WORDS = Commands.WORDS;

    /** The y/n question on the command line, if any. */
    private enum Question { NONE, QUIT, RESIGN }

    private final Seat seat;
    private final Perspective perspective;
    private final String quitQuestion;
    /** Where things are on the terminal as it is now. */
    private final Supplier<Layout> layout;

    private final LineEditor editor = new LineEditor();
    private final BoardCursor cursor = new BoardCursor();
    private String status = "";
    /** What the status line said while the game was set up. */
    private String setUpStatus = "";
    private List<String> overlay = List.of();
    private int overlayPage;
    /** The overlay shows the clocks, which are read again for every frame while it is up. */
    private boolean liveClocks;
    private boolean showZone;
    private boolean beliefNumbers;
    private Question question = Question.NONE;
    private boolean quitting;
    private boolean leaving;
    private Consumer<Command> session;
    /** Where the player's own lines go: the console's log. */
    private final Consumer<String> log;

    ScreenControls(Seat seat, Perspective perspective, String quitQuestion, Supplier<Layout> layout,
            Consumer<String> log) {
        this.seat = seat;
        this.perspective = perspective;
        this.quitQuestion = quitQuestion;
        this.layout = layout;
        this.log = log;
    }

    /** What the game waits for before it begins, on the status line until it begins. */
    void settingUp(String what) {
        status = what;
        setUpStatus = what;
    }

    /** The game has begun: the set-up's words leave the status line, unless the game's own replaced them. */
    void begun() {
        if (status.equals(setUpStatus)) {
            status = "";
        }
    }

    /** Where commands go from now on. */
    void connect(Consumer<Command> s) {
        session = s;
    }

    /** Whether the player has left the board (or quit, and the game has ended). */
    boolean leaving() {
        if (quitting && seat.over() != null) {
            leaving = true;
        }
        return leaving;
    }

    /** What the keys mean now: a page over the board, a question asked, the game over, a line typed. */
    Keys.Mode mode() {
        return new Keys.Mode(!overlay.isEmpty(), question != Question.NONE, seat.over() != null, editor.isEmpty());
    }

    // ---- the session's news ----

    /** Takes in an event the seat has just taken in; {@code lines} are what the log shows of it. */
    void onEvent(Event e, List<String> lines) {
        if (e instanceof Event.Answered a && a.move() != Move.NONE) {
            String answer = lines.get(0);
            status = a.verdict() == Verdict.LEGAL ? answer + "; waiting for " + seat.opponent() + "." : answer;
        }
        if (e instanceof Event.Started) {
            cursor.start(seat.men());
        }
        if (e instanceof Event.Resumed r) {
            // What the retelling's last event put there is old news (the messages keep it): say where the game goes on.
            status = "Resumed at ply " + r.plies() + "; " + (r.awaitingAnswer() ? "waiting for the umpire."
                    : seat.myTurn() ? "your move." : "waiting for " + seat.opponent() + ".");
        }
        if (question == Question.QUIT && e instanceof Event.Note n && n.link() != Event.Link.SAME) {
            // The question's words follow the link (EventText.quitQuestion): its hint follows them.
            status = EventText.quitHint(quitQuestion, seat);
        }
        if (e instanceof Event.Over o) {
            cursor.drop();
            question = Question.NONE;
            status = quitting ? "" : ("*".equals(o.result()) ? "" : "Game over. ") + "Enter or q leaves the board.";
        }
        if (e instanceof Event.Heard h && h.moved()) {
            // Our men may have changed under the man picked up; the last answer is old news.
            cursor.drop();
            // While the quit question waits, its hint stays: the move is on the board and in the log.
            String hint = question == Question.QUIT ? EventText.quitHint(quitQuestion, seat) : "";
            status = !hint.isEmpty() ? hint
                    : seat.over() == null && seat.myTurn() ? seat.opponent() + " has moved; your move." : "";
        }
    }

    // ---- keys ----

    /** Carries out what a key, mouse click or end of input means (the console handles a redraw itself). */
    void take(Keys.Action action) {
        if (action instanceof Keys.Type t) {
            editor.insert(t.c());
        } else if (action instanceof Keys.MoveCursor m) {
            cursor.move(m.right(), m.up(), seat.colour());
            status = cursor.describe(seat.men(), seat.names()::name);
        } else if (action instanceof Keys.Click c) {
            Layout now = layout.get();
            int sq = now.squareAt(c.column(), c.row());
            if (sq != Square.NONE && !now.tooSmall()) {
                touch(sq);
            }
        } else {
            act((Keys.Act) action);
        }
    }

    /** A key the keys could not carry out: the reason on the status line. */
    void failed(RuntimeException e) {
        status = "ks: could not do that (" + e + ")";
    }

    private void act(Keys.Act action) {
        switch (action) {
            case REDRAW -> {
                // The console draws the whole screen again; nothing changes here.
            }
            case CLOSE_OVERLAY -> overlay = List.of();
            case NEXT_PAGE -> {
                int pages = Painter.overlayPages(layout.get(), overlay);
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
                askToQuit();
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
        lines.addAll(List.of(Commands.help(seat.terms()).split("\n")));
        show(lines);
    }

    private void show(List<String> lines) {
        overlay = lines;
        overlayPage = 0;
        liveClocks = false;
    }

    // ---- typed lines ----

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
            case "time", "clock", "clocks" -> {
                // The clocks run while they are shown: the overlay is read again for every frame.
                show(List.of(seat.clockReport().split("\n")));
                liveClocks = true;
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
                if (Columns.of(status) > layout.get().columns()) {
                    // The status line cuts it short: the messages keep it whole, wrapped in the panel.
                    log.accept(status);
                }
            }
        } else if (action instanceof Commands.Quit) {
            askToQuit();
        } else if (action instanceof Commands.Resign) {
            question = Question.RESIGN;
        } else if (action instanceof Commands.Send send) {
            Command command = send.command();
            if (command instanceof Command.Play || command instanceof Command.AskAny) {
                seat.sent();
            }
            status = command instanceof Command.Play p ? "Tried " + EventText.echo(p.move(), seat.men(), perspective) + "." : "";
            if (command instanceof Command.Talk t) {
                log.accept(EventText.saying(t.text()));
            }
            if (session != null) {
                session.accept(command);
            }
        }
    }

    /** Asks the quit question, with the way to stop without losing where there is one. */
    private void askToQuit() {
        question = Question.QUIT;
        String hint = EventText.quitHint(quitQuestion, seat);
        if (!hint.isEmpty()) {
            status = hint;
        }
    }

    private void quit() {
        quitting = true;
        status = "Leaving...";
        if (session != null && seat.over() == null) {
            // The answer is to the question on the screen as it stands now.
            session.accept(EventText.quitting(EventText.quitQuestion(quitQuestion, seat)));
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

    // ---- what the screen shows ----

    /** The frame of the moment, with {@code log} in the panel. */
    Frame frame(List<String> log, Frame.Style style) {
        if (liveClocks && !overlay.isEmpty()) {
            overlay = List.of(seat.clockReport().split("\n"));
        }
        String prompt = switch (question) {
            case QUIT -> EventText.quitQuestion(quitQuestion, seat);
            case RESIGN -> Commands.RESIGN_QUESTION;
            case NONE -> seat.over() == null ? seat.prompt()
                    : "*".equals(seat.over().result()) ? "[Enter or q leaves] " : "[game over: Enter or q leaves] ";
        };
        // In a narrow terminal the prompt gives up the names on its clocks, then the clocks, as dumb mode's does.
        prompt = LineFit.prompt(prompt, layout.get().columns());
        return BoardPicture.frame(seat, cursor, showZone, beliefNumbers, log, new Frame.Bottom(status, prompt, editor.text(),
                editor.cursor()), new Frame.Overlay(overlay, overlayPage), style);
    }
}
