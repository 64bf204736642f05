package ks.app;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Where a player's typed lines come from, and where lines for the player go: JLine with
 * history and editing when a person sits at a terminal, plain lines when input is a pipe or a
 * file (then each line read is echoed, so a transcript reads like a session).
 */
interface LineSource extends Closeable {

    /** The next line, or null at the end of input. */
    String readLine(String prompt) throws IOException;

    /** Prints lines for the player without disturbing a line being typed. */
    void print(String text);

    /** Whether a person is typing (so questions can be asked). */
    boolean interactive();

    @Override
    void close();

    /** Plain lines from a stream; each is echoed after {@code > }. */
    static LineSource plain(InputStream in, PrintStream out) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        return new LineSource() {
            @Override
            public String readLine(String prompt) throws IOException {
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

    /** JLine on the process's terminal. */
    static LineSource terminal() throws IOException {
        Terminal terminal = TerminalBuilder.builder().system(true).build();
        LineReader reader = LineReaderBuilder.builder().terminal(terminal).appName("ks").build();
        return new LineSource() {
            @Override
            public String readLine(String prompt) {
                try {
                    return reader.readLine(prompt);
                } catch (UserInterruptException e) {
                    return "";
                } catch (EndOfFileException e) {
                    return null;
                }
            }

            @Override
            public void print(String text) {
                reader.printAbove(text);
            }

            @Override
            public boolean interactive() {
                return true;
            }

            @Override
            public void close() {
                try {
                    terminal.close();
                } catch (IOException ignored) {
                    // Closing the terminal is best effort at exit.
                }
            }
        };
    }
}
