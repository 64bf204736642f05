package ks.app.dumb;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import ks.app.terminal.TtyModes;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Lines typed at a terminal, read with JLine: editing, Tab completion of the first word, history
 * kept in a file across games, and a prompt that follows the game while a line is being typed.
 * What is printed and the prompt are fitted to the terminal's width ({@link LineFit}).
 * Ctrl-C comes back as {@link LineSource#INTERRUPT} whether it is pressed while a line is read or
 * between lines (it never kills the process here: the console asks, as for {@code quit}).
 */
public final class JLineSource implements LineSource {

    private final Terminal terminal;
    private final LineReader reader;
    private volatile Supplier<List<String>> words = List::of;
    /** Ctrl-C pressed while no line was being read: the next read returns it. */
    private final AtomicBoolean pendingCtrlC = new AtomicBoolean();
    /** {@link #interrupt} was called: the read under way (or the next) ends. */
    private volatile boolean woken;
    private volatile Thread readingThread;
    /** The terminal's exact modes before JLine had it, put back at close; null when unknown. */
    private TtyModes before;

    /** Reads from {@code terminal}; the start-up training passes one of its own. */
    public JLineSource(Terminal terminal, Path history) {
        this.terminal = terminal;
        LineReaderBuilder builder = LineReaderBuilder.builder().terminal(terminal).appName("ks")
                .completer((r, line, candidates) -> {
                    if (line.wordIndex() == 0) {
                        for (String w : words.get()) {
                            candidates.add(new Candidate(w, w, null, null, null, null, true));
                        }
                    }
                })
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true);
        if (history != null) {
            builder.variable(LineReader.HISTORY_FILE, history);
        }
        this.reader = builder.build();
        // Between reads Ctrl-C is kept for the next read; while reading, JLine turns it into an exception.
        terminal.handle(Terminal.Signal.INT, signal -> pendingCtrlC.set(true));
    }

    static JLineSource open(Path history) throws IOException {
        // JLine gives the terminal back without its line speed (JLine's attributes have none):
        // the exact modes of before are put back after it, at close.
        TtyModes before = TtyModes.now();
        JLineSource source = new JLineSource(systemTerminal(), history);
        source.before = before;
        return source;
    }

    /**
     * The process's terminal through JLine's native library, which reads and sets its modes
     * directly; only where that library cannot load (another system, a {@code noexec} temporary
     * directory) through the exec provider, which runs {@code stty} in a child process for each
     * change, a dozen of them before the first prompt.
     */
    private static Terminal systemTerminal() throws IOException {
        try {
            return nativeTerminal();
        } catch (IOException | RuntimeException | LinkageError noNative) {
            return TerminalBuilder.builder().system(true).provider("exec").build();
        }
    }

    /** The process's terminal through JLine's native library ({@link SystemTerminal}); fails where that cannot be had. */
    public static Terminal nativeTerminal() throws IOException {
        return SystemTerminal.open();
    }

    @Override
    public String readLine(String prompt) {
        // The thread is known before the flags are read, so an interrupt in between still reaches it.
        readingThread = Thread.currentThread();
        try {
            // Unset before the flags are read: an interrupt that sets it again finds this read begun, or none.
            reader.unsetOpt(LineReader.Option.ERASE_LINE_ON_FINISH);
            if (woken || pendingCtrlC.getAndSet(false)) {
                return INTERRUPT;
            }
            // Answers to y/n questions are not worth recalling in the history.
            reader.setVariable(LineReader.DISABLE_HISTORY, prompt.endsWith("(y/n) "));
            String line = reader.readLine(LineFit.prompt(prompt, terminal.getWidth()));
            return woken ? INTERRUPT : line;
        } catch (UserInterruptException e) {
            return INTERRUPT;
        } catch (java.io.IOError e) {
            // Ctrl-C while JLine was switching the terminal's modes (stty) cut that short: still Ctrl-C.
            Thread.interrupted();
            return INTERRUPT;
        } catch (EndOfFileException e) {
            return woken ? INTERRUPT : null;
        } finally {
            readingThread = null;
            if (woken) {
                woken = false;
                // The interrupt was ours, not a reason for the caller's next wait to fail.
                Thread.interrupted();
            }
        }
    }

    /** Prints {@code text} above the line being typed, its lines cut by words to the terminal's width as it is now. */
    @Override
    public void print(String text) {
        reader.printAbove(LineFit.fit(text, terminal.getWidth()));
    }

    @Override
    public boolean interactive() {
        return true;
    }

    @Override
    public void prompt(String prompt) {
        if (!(reader instanceof LineReaderImpl impl)) {
            return;
        }
        try {
            impl.setPrompt(LineFit.prompt(prompt, terminal.getWidth()));
            // Redisplay works from what is on the screen, so the old, longer prompt is wiped too.
            reader.callWidget(LineReader.REDISPLAY);
        } catch (IllegalStateException notReading) {
            // No line is being read: the next read shows its own prompt.
        }
    }

    @Override
    public void interrupt() {
        woken = true;
        // The game is over: the prompt being read, which nobody will answer, leaves the screen
        // rather than stand under the game's last words.
        reader.setOpt(LineReader.Option.ERASE_LINE_ON_FINISH);
        Thread t = readingThread;
        if (t != null) {
            t.interrupt();
        }
    }

    @Override
    public void completeWith(Supplier<List<String>> words) {
        this.words = words;
    }

    @Override
    public void close() {
        try {
            reader.getHistory().save();
        } catch (IOException | RuntimeException ignored) {
            // History is a convenience; losing it loses nothing of the game.
        }
        try {
            terminal.close();
        } catch (IOException ignored) {
            // Closing the terminal is best effort at exit.
        }
        if (before != null) {
            before.restore();
        }
    }
}
