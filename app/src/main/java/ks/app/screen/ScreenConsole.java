package ks.app.screen;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import ks.app.dumb.DumbConsole;
import ks.app.seat.EventText;
import ks.app.seat.Seat;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The full-screen board's console: the same seat, commands and session as {@link DumbConsole},
 * shown as a picture. Events from the session (and the program's own lines, {@link #tell})
 * update the seat, a log and the {@link ScreenControls}, and mark the screen dirty; the player's
 * thread reads keys ({@link Keys} says what each means), has the controls carry them out, and
 * draws on the {@link BoardTerminal}, which every way out (quit, the end of the game, a lost
 * connection, the terminal closing, a signal) leaves as it was.
 */
public final class ScreenConsole {

    /** The most lines of messages kept; the panel shows the last few. */
    private static final int LOG_LINES = 300;

    private final BoardTerminal terminal;
    private final Perspective perspective;
    private final Frame.Style style;
    private final Seat seat;

    // The state below is guarded by this object's lock.
    private final List<String> log = new ArrayList<>();
    private final ScreenControls controls;
    private String farewell = "";
    private final List<String> told = new ArrayList<>();

    private final DirtyMark dirty = new DirtyMark();
    /** The whole screen is to be drawn again (resized, Ctrl-L); the player's thread only. */
    private boolean redrawAll = true;
    /** The clocks as last drawn; the player's thread only. */
    private String clocksDrawn = "";
    /** Draws the board and reads Ctrl-C while the game is set up (the player's thread until then), or null. */
    private Thread settingUp;
    /** The set-up is over: the thread above stops. */
    private volatile boolean setUp;

    private ScreenConsole(BoardTerminal terminal, Perspective perspective, Frame.Style style, String quitQuestion) {
        this.terminal = terminal;
        this.perspective = perspective;
        this.style = style;
        this.seat = new Seat(perspective);
        this.controls = new ScreenControls(seat, perspective, quitQuestion, () -> terminal.layout(seat.colour()),
                this::addLog);
        // The board shows the last belief finished and is drawn again when a newer one is.
        seat.onBeliefReady(dirty::set);
    }

    /** A terminal the board cannot be drawn on, with the reason in one line (the terminal's own, passed on). */
    public static final class Unusable extends Exception {
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
    public static ScreenConsole open(boolean ascii, Perspective perspective, Map<String, String> env, String quitQuestion)
            throws Unusable {
        boolean glyphs = !ascii && Look.glyphs(env);
        try {
            return new ScreenConsole(BoardTerminal.open(glyphs), perspective, new Frame.Style(!glyphs, Look.colours(env)),
                    quitQuestion);
        } catch (BoardTerminal.Unusable e) {
            throw new Unusable(e.getMessage());
        }
    }

    public Seat seat() {
        return seat;
    }

    /** What the player should still read after the screen is gone: the end of the game, and the record's file. */
    public synchronized String farewell() {
        List<String> parts = new ArrayList<>();
        if (!farewell.isEmpty()) {
            parts.add(farewell);
        }
        parts.addAll(told);
        return String.join("\n", parts);
    }

    /** Gives the terminal back as it was. Idempotent. */
    public void restore() {
        setUpDone();
        terminal.restore();
    }

    /**
     * Until {@link #play}: the board is drawn with {@code what} on the status line, and of the keys
     * only Ctrl-C is read, which runs {@code ctrlC}; the game cannot take any other yet.
     */
    public void settingUp(String what, Runnable ctrlC) {
        synchronized (this) {
            controls.settingUp(what);
        }
        dirty.set();
        Thread t = new Thread(() -> readCtrlC(ctrlC), "ks-board-setting-up");
        t.setDaemon(true);
        settingUp = t;
        t.start();
    }

    private void readCtrlC(Runnable ctrlC) {
        while (!setUp) {
            KeyStroke key = terminal.poll();
            if (terminal.resized()) {
                redrawAll = true;
            }
            if (key != null && Keys.ctrlC(key)) {
                ctrlC.run();
                return;
            }
            if (key == null) {
                if (dirty.isSet() || redrawAll) {
                    draw();
                } else if (!pause()) {
                    return;
                }
            }
        }
    }

    /** Waits a little for keys or events; false when interrupted. */
    private static boolean pause() {
        try {
            Thread.sleep(25);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Stops the set-up's thread and waits for it: from now on one thread reads the keys. */
    private void setUpDone() {
        setUp = true;
        Thread t = settingUp;
        if (t == null || t == Thread.currentThread()) {
            return;
        }
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- events from the session ----

    /** Takes one event from the session (any thread): updates the seat, the log and the controls. */
    public void onEvent(Event e) {
        synchronized (this) {
            // Described before the seat takes the event in, while a man just taken is still ours to name.
            List<String> lines = BoardPicture.logLines(e, seat, perspective);
            for (String line : lines) {
                addLog(line);
            }
            seat.apply(e);
            controls.onEvent(e, lines);
            if (e instanceof Event.Over o) {
                String clocks = EventText.clocksStand(o, seat);
                farewell = EventText.ending(o, seat.colour(), seat.names()) + (clocks.isEmpty() ? "" : "\n" + clocks);
            }
        }
        dirty.set();
    }

    /** A line of the program's own (the record saved, reconnecting): in the log, and after the board. */
    public void tell(String line) {
        synchronized (this) {
            addLog(line);
            if (seat.over() != null) {
                told.add(line);
            }
        }
        dirty.set();
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
    public void play(Consumer<Command> s) throws InterruptedException {
        setUpDone();
        synchronized (this) {
            controls.begun();
            controls.connect(s);
        }
        dirty.set();
        try {
            while (!isLeaving()) {
                KeyStroke key = terminal.poll();
                if (terminal.resized()) {
                    redrawAll = true;
                }
                if (key == null) {
                    // A running clock changes what the panel shows without any event: draw it when it does.
                    if (dirty.isSet() || redrawAll || !seat.clockLine().equals(clocksDrawn)) {
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
                        controls.failed(e);
                    }
                }
                dirty.set();
            }
        } finally {
            terminal.restore();
        }
    }

    private synchronized boolean isLeaving() {
        return controls.leaving();
    }

    /** One key, mouse click or end of input, read and carried out under the lock the events take. */
    private synchronized void handle(KeyStroke key) {
        Keys.Action action = Keys.read(key, controls.mode());
        if (action == Keys.Act.REDRAW) {
            redrawAll = true;
        }
        controls.take(action);
    }

    // ---- drawing ----

    private void draw() {
        Frame frame = dirty.take(this::frame);
        clocksDrawn = frame.panel().clocks();
        terminal.show(frame, redrawAll);
        redrawAll = false;
    }

    /** What the screen shows now. */
    private synchronized Frame frame() {
        return controls.frame(log, style);
    }
}
