package ks.app.dumb;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import ks.app.terminal.TtyModes;

/**
 * The width of the terminal that the process's standard output or error shows on, for text ks
 * prints and then ends ({@link PrintedText}). Whether a stream is a terminal costs little to tell;
 * its width is read through JLine's native library, or asked of {@code stty} where that cannot load
 * (tens of milliseconds to start it), so only when it may be needed, and never when the stream is a
 * pipe or a file.
 */
final class TerminalWidth {

    private TerminalWidth() {
    }

    /**
     * The width of the terminal behind {@code stream} (0 when it cannot be told), or null when
     * {@code stream} is not the process's standard output or error, or that is not a terminal. It
     * is asked {@code atOnce}, on a thread of its own while the command does its work (starting
     * {@code stty} is most of its cost), or else when first needed.
     */
    static IntSupplier of(PrintStream stream, boolean atOnce) {
        if (stream != System.out && stream != System.err || System.console() == null) {
            // Without a console, standard input or output is not a terminal: a script's run.
            return null;
        }
        if (stream == System.err && !sameAsOutput(2)) {
            return null;
        }
        if (atOnce) {
            CompletableFuture<Integer> asking = CompletableFuture.supplyAsync(TerminalWidth::columns,
                    TerminalWidth::daemon);
            return asking::join;
        }
        int[] asked = {-1};
        return () -> {
            if (asked[0] < 0) {
                asked[0] = columns();
            }
            return asked[0];
        };
    }

    /** Runs {@code task} on a thread that does not keep the process alive. */
    private static void daemon(Runnable task) {
        Thread t = new Thread(task, "ks-terminal-width");
        t.setDaemon(true);
        t.start();
    }

    /** Whether file descriptor {@code fd} goes where standard output goes; true where the system does not tell. */
    private static boolean sameAsOutput(int fd) {
        try {
            Path self = Path.of("/proc/self/fd");
            Path output = Files.readSymbolicLink(self.resolve("1"));
            return Files.readSymbolicLink(self.resolve(String.valueOf(fd))).equals(output);
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return true;
        }
    }

    /**
     * The terminal's columns: {@code $KS_COLUMNS} when the {@code ks} launcher asked them for a
     * command that prints and ends, else {@code $COLUMNS} when a shell exported it, else
     * the terminal on standard input (a terminal, or there would be no console) asked natively,
     * else {@code stty size} on it; 0 if none tells.
     */
    private static int columns() {
        for (String name : new String[] {"KS_COLUMNS", "COLUMNS"}) {
            String exported = System.getenv(name);
            if (exported != null && exported.matches("[1-9][0-9]{0,3}")) {
                return Integer.parseInt(exported);
            }
        }
        int columns = TtyModes.columns();
        if (columns > 0) {
            return columns;
        }
        try {
            Process stty = new ProcessBuilder("stty", "size").redirectInput(ProcessBuilder.Redirect.INHERIT)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String size = new String(stty.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            if (!stty.waitFor(2, TimeUnit.SECONDS) || stty.exitValue() != 0 || !size.matches("\\d+ \\d+")) {
                stty.destroy();
                return 0;
            }
            return Integer.parseInt(size.substring(size.indexOf(' ') + 1));
        } catch (IOException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }
}
