package ks.app.dumb;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Dumb mode's terminal ({@link JLineSource}) opened on a thread of its own while the game is set
 * up: opening it (JLine's classes, the terminal's capabilities and modes) and setting up a game
 * (keys, both sessions, the first save) take about as long each, and a machine with two cores can
 * do both at once. Every use but {@link #completeWith} waits until it is open; a terminal that cannot be opened is the
 * {@link IOException} of the first line read, and lines printed meanwhile go to standard output
 * as plain lines.
 */
final class OpeningTerminal implements LineSource {

    private final CompletableFuture<JLineSource> opening = new CompletableFuture<>();
    private final PrintStream out;
    /** The first words to complete, kept here until the terminal is open ({@link #completeWith}). */
    private volatile Supplier<List<String>> words = List::of;

    private OpeningTerminal(PrintStream out) {
        this.out = out;
    }

    /** Starts opening the process's terminal, keeping typed lines in {@code history} (none when null). */
    static OpeningTerminal start(Path history) {
        return start(() -> JLineSource.open(history), System.out);
    }

    /** Something that opens a terminal, or says why it cannot. */
    interface Opener {
        JLineSource open() throws IOException;
    }

    /** Starts {@code opener} on a thread of its own; lines printed while it cannot be had go to {@code out}. */
    static OpeningTerminal start(Opener opener, PrintStream out) {
        OpeningTerminal t = new OpeningTerminal(out);
        Thread thread = new Thread(() -> {
            try {
                JLineSource source = opener.open();
                source.completeWith(() -> t.words.get());
                t.opening.complete(source);
            } catch (IOException | RuntimeException | Error e) {
                t.opening.completeExceptionally(e);
            }
        }, "ks-terminal");
        thread.setDaemon(true);
        thread.start();
        return t;
    }

    /** Runs {@code action} once the terminal is open (or could not be), on the thread that opened it or this one. */
    @Override
    public void onceOpen(Runnable action) {
        opening.whenComplete((source, failure) -> action.run());
    }

    /** The terminal once open; why it could not be opened, as the {@link IOException} a read reports. */
    private JLineSource terminal() throws IOException {
        try {
            return opening.join();
        } catch (CompletionException e) {
            Throwable why = e.getCause();
            String what = why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage();
            throw new IOException("cannot use this terminal: " + what, why);
        }
    }

    /** The terminal once open, or null when it could not be. */
    private JLineSource terminalOrNull() {
        try {
            return terminal();
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public String readLine(String prompt) throws IOException {
        return terminal().readLine(prompt);
    }

    @Override
    public void print(String text) {
        JLineSource t = terminalOrNull();
        if (t != null) {
            t.print(text);
        } else {
            out.println(text);
            out.flush();
        }
    }

    @Override
    public boolean interactive() {
        return true;
    }

    @Override
    public void prompt(String prompt) {
        JLineSource t = terminalOrNull();
        if (t != null) {
            t.prompt(prompt);
        }
    }

    @Override
    public void interrupt() {
        JLineSource t = terminalOrNull();
        if (t != null) {
            t.interrupt();
        }
    }

    /**
     * Never waits for the terminal: the console gives its words before the game is set up, and the
     * set-up is what runs while the terminal opens.
     */
    @Override
    public void completeWith(Supplier<List<String>> words) {
        this.words = words;
    }

    @Override
    public void close() {
        JLineSource t = terminalOrNull();
        if (t != null) {
            t.close();
        }
        out.flush();
    }
}
