package ks.app;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real {@code ks} process talked to as a person would: its output read as it comes (prompts
 * included, which end without a new line) and lines typed into its input when the test sees
 * what it waits for.
 */
final class LiveKs implements AutoCloseable {

    private final Process process;
    private final StringBuilder output = new StringBuilder();
    private final OutputStream input;
    private int mark;

    private LiveKs(Process process) {
        this.process = process;
        this.input = process.getOutputStream();
        Thread reader = new Thread(this::pump, "live-ks-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code command} (a ks command line, perhaps inside a namespace) with {@code home} as HOME. */
    static LiveKs start(Path home, List<String> command) throws IOException {
        Files.createDirectories(home);
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("HOME", home.toString());
        pb.environment().remove("KS_HOME");
        pb.environment().remove("XDG_CONFIG_HOME");
        pb.environment().put("TERM", "dumb");
        return new LiveKs(pb.start());
    }

    private void pump() {
        byte[] buffer = new byte[4096];
        try (InputStream in = process.getInputStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                synchronized (this) {
                    output.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    notifyAll();
                }
            }
        } catch (IOException e) {
            // the process is gone; what it printed is kept
        }
    }

    /**
     * Waits until the output after the last match holds {@code text}; returns the output from the
     * last match up to and including it, and moves the mark past it.
     */
    synchronized String await(String text, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            int at = output.indexOf(text, mark);
            if (at >= 0) {
                String seen = output.substring(mark, at + text.length());
                mark = at + text.length();
                return seen;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                fail("ks did not print '" + text + "' within " + seconds + " s; it printed:\n" + output);
            }
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
        }
    }

    /** Types a line. */
    void type(String line) throws IOException {
        input.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        input.flush();
    }

    /** Closes the input (end of file), as a player pressing Ctrl-D. */
    void endInput() throws IOException {
        input.close();
    }

    /** Sends the process a signal by name, as kill(1) does ({@code INT} is what Ctrl-C sends). */
    void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).inheritIO().start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            fail("kill -" + name + " " + process.pid() + " failed");
        }
    }

    /** Waits for the process to end; returns its exit code. */
    int exit(int seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            fail("ks did not end within " + seconds + " s; it printed:\n" + output());
        }
        return process.exitValue();
    }

    synchronized String output() {
        return output.toString();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
