package ks.app.dumb;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import ks.app.seat.Columns;

/**
 * Lines for a player who may get the full-screen board: plain lines on standard output until a
 * line must be read, and only then JLine on the terminal (dumb mode after all). So JLine and
 * Lanterna never hold the terminal at once.
 */
public final class LaterTerminal implements LineSource {

    private final PrintStream out;
    private final Path history;
    /** The terminal's width, asked when a line first may not fit; null when the output is no terminal. */
    private final IntSupplier columns;
    private LineSource jline;
    private Supplier<List<String>> words = List::of;

    /** Without a history file. */
    public LaterTerminal(PrintStream out) {
        this(out, null);
    }

    public LaterTerminal(PrintStream out, Path history) {
        this(out, history, TerminalWidth.of(out, false));
    }

    /** Lines printed before JLine fitted to {@code columns} ({@link LineFit}); null: printed as they are. */
    LaterTerminal(PrintStream out, Path history, IntSupplier columns) {
        this.out = out;
        this.history = history;
        this.columns = columns;
    }

    @Override
    public String readLine(String prompt) throws IOException {
        return jline().readLine(prompt);
    }

    @Override
    public synchronized void print(String text) {
        if (jline != null) {
            jline.print(text);
        } else {
            out.println(columns == null || text.lines().allMatch(l -> Columns.of(l) <= PrintedText.NARROWEST) ? text
                    : LineFit.fit(text, columns.getAsInt()));
            out.flush();
        }
    }

    @Override
    public boolean interactive() {
        return true;
    }

    @Override
    public synchronized void prompt(String prompt) {
        if (jline != null) {
            jline.prompt(prompt);
        }
    }

    @Override
    public void interrupt() {
        LineSource j;
        synchronized (this) {
            j = jline;
        }
        if (j != null) {
            j.interrupt();
        }
    }

    @Override
    public synchronized void completeWith(Supplier<List<String>> candidates) {
        words = candidates;
        if (jline != null) {
            jline.completeWith(candidates);
        }
    }

    private synchronized LineSource jline() throws IOException {
        if (jline == null) {
            jline = LineSource.terminal(history);
            jline.completeWith(words);
        }
        return jline;
    }

    @Override
    public synchronized void close() {
        if (jline != null) {
            jline.close();
        }
        out.flush();
    }
}
