package ks.app.screen;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.MouseCaptureMode;
import com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal;
import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import ks.engine.Color;

/**
 * The process's own terminal while the board is on it: opened on the alternate screen, in raw
 * mode with Ctrl-C trapped as a key and with mouse reports, and always given back as it was —
 * when the player leaves, when input ends, and by a shutdown hook on SIGTERM or SIGHUP (Lanterna's
 * own hook restores the tty modes). In between it reads keys and shows frames. The one class of
 * this package that touches the real terminal; everything it draws comes from {@link Painter}.
 */
public final class BoardTerminal {

    /** A terminal the board cannot be drawn on, with the reason in one line. */
    public static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message);
        }
    }

    private final UnixTerminal terminal;
    private final Screen screen;
    private final Thread restorer;
    private boolean closed; // guarded by this

    private BoardTerminal(UnixTerminal terminal, Screen screen) {
        this.terminal = terminal;
        this.screen = screen;
        this.restorer = new Thread(this::restore, "ks-screen-restore");
        Runtime.getRuntime().addShutdownHook(restorer);
    }

    /** Opens the terminal full-screen, with chess glyphs in UTF-8 or letters in the locale's charset. */
    public static BoardTerminal open(boolean glyphs) throws Unusable {
        Charset charset = glyphs ? StandardCharsets.UTF_8 : Charset.defaultCharset();
        UnixTerminal terminal;
        try {
            terminal = new NativeModesTerminal(System.in, System.out, charset, UnixLikeTerminal.CtrlCBehaviour.TRAP);
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
            // The hook is in place before the screen starts, so a signal while starting restores it too.
            BoardTerminal board = new BoardTerminal(terminal, screen);
            screen.startScreen();
            try {
                terminal.setMouseCaptureMode(MouseCaptureMode.CLICK_RELEASE);
            } catch (IOException | RuntimeException e) {
                // No mouse, then: the keys still work.
            }
            return board;
        } catch (IOException | RuntimeException e) {
            try {
                terminal.close();
            } catch (IOException | RuntimeException ignored) {
                // Best effort: the terminal is left as Lanterna's own hook restores it.
            }
            throw new Unusable("cannot use the terminal for the board (" + e.getMessage() + ")");
        }
    }

    /** The next key or mouse report, null when none is waiting; a terminal that fails reads as the end of input. */
    public KeyStroke poll() {
        try {
            return screen.pollInput();
        } catch (IOException e) {
            return new KeyStroke(KeyType.EOF);
        }
    }

    /** Takes in a change of the terminal's size; true when there was one (the whole screen is then redrawn). */
    public boolean resized() {
        return screen.doResizeIfNecessary() != null;
    }

    /** Where things are on the terminal as it is now, seen by {@code colour}. */
    public Layout layout(int colour) {
        TerminalSize size = screen.getTerminalSize();
        return Layout.of(size.getColumns(), size.getRows(), colour);
    }

    /** Draws {@code frame}: all of it when {@code full}, else only what changed. */
    public void show(Frame frame, boolean full) {
        try {
            Layout layout = layout(frame.colour());
            Painter.paint(screen.newTextGraphics(), layout, frame);
            screen.setCursorPosition(Painter.cursorPosition(layout, frame));
            screen.refresh(full ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
        } catch (IOException | RuntimeException e) {
            // The terminal went away or a frame could not be drawn; the next key or event retries.
        }
    }

    /** Gives the terminal back as it was: main screen, cooked mode, no mouse reports. Idempotent. */
    public void restore() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            terminal.setMouseCaptureMode(null);
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
