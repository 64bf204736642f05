package ks.app;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * {@code ks} run in the test's JVM through {@link Main#run} with nothing on standard input, and
 * what it printed on standard output and on standard error kept apart, for tests of the modes
 * that print and end ({@code --audit}, {@code --games}, {@code --rules}, ...).
 */
final class KsRun {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs ks with {@code args}; returns its exit code. What it prints is added to what earlier runs printed. */
    int ks(String... args) {
        return Main.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Forgets what was printed on standard error so far. */
    void forgetErrors() {
        err.reset();
    }
}
