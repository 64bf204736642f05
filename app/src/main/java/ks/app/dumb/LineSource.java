package ks.app.dumb;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * Where a player's typed lines come from, and where lines for the player go: JLine with
 * history, editing and completion when a person sits at a terminal ({@link JLineSource}), plain
 * lines when input is a pipe or a file (then each line read is echoed, so a transcript reads like
 * a session).
 */
public interface LineSource extends Closeable {

    /** What {@link #readLine} returns for Ctrl-C, or when {@link #interrupt} cut the reading short. */
    String INTERRUPT = "\u0003";

    /** The next line, null at the end of input, or {@link #INTERRUPT}. */
    String readLine(String prompt) throws IOException;

    /** Prints lines for the player without disturbing a line being typed. */
    void print(String text);

    /** Whether a person is typing (so questions can be asked). */
    boolean interactive();

    /** Shows {@code prompt} on the line being read, the state of the game having changed meanwhile. */
    default void prompt(String prompt) {
    }

    /** Makes the line being read (or the next one) return {@link #INTERRUPT} at once: the game ended. */
    default void interrupt() {
    }

    /**
     * Runs {@code action} once this source holds the terminal as it will while the game is played
     * (at once, unless the terminal is still being opened): what takes Ctrl-C from the terminal's
     * own handling must come after it.
     */
    default void onceOpen(Runnable action) {
        action.run();
    }

    /** Where Tab finds the words it offers for the first word of a line (commands, the player's moves). */
    default void completeWith(Supplier<List<String>> words) {
    }

    @Override
    void close();

    /** Plain lines from a stream; each is echoed after {@code > }, and a y/n question is printed before its answer. */
    static LineSource plain(InputStream in, PrintStream out) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        return new LineSource() {
            @Override
            public String readLine(String prompt) throws IOException {
                if (prompt.endsWith("(y/n) ")) {
                    print(prompt.strip());
                }
                String line = reader.readLine();
                if (line != null) {
                    print("> " + line);
                }
                return line;
            }

            @Override
            public synchronized void print(String text) {
                out.println(text);
                out.flush();
            }

            @Override
            public boolean interactive() {
                return false;
            }

            @Override
            public void close() {
                out.flush();
            }
        };
    }

    /** JLine on the process's terminal, without a history file. */
    static LineSource terminal() throws IOException {
        return terminal(null);
    }

    /**
     * JLine on the process's terminal, keeping the typed lines in {@code history} (none when null);
     * opened while the caller goes on ({@link OpeningTerminal}).
     */
    static LineSource terminal(Path history) throws IOException {
        return OpeningTerminal.start(history);
    }
}
