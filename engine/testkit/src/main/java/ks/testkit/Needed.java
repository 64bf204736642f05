package ks.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Something a test needs from the machine: a program (tmux, ip, a PostgreSQL server, a browser),
 * root, a kernel feature. Missing on a developer's machine, the test is skipped with the reason;
 * missing on CI (the environment variable {@code CI} set), where {@code .ci/run} installs it, the
 * test fails, so a broken install can never pass as a green run of skipped tests.
 */
public final class Needed {

    private Needed() {
    }

    /** Skips the test, or on CI fails it, with {@code what} as the reason, unless {@code present}. */
    public static void require(boolean present, String what) {
        if (present) {
            return;
        }
        if (Seeds.onCi()) {
            fail(what + " (needed on CI, where .ci/run installs it)");
        }
        Assumptions.abort(what);
    }

    /**
     * Whether {@code present}: for a part of a test that is left out where the tool is missing
     * while the rest still runs; on CI a missing tool fails the test instead.
     */
    public static boolean available(boolean present, String what) {
        if (!present && Seeds.onCi()) {
            fail(what + " (needed on CI, where .ci/run installs it)");
        }
        return present;
    }

    /** Whether {@code command} runs and exits 0 within 10 seconds (as {@code tmux -V} does when tmux is there). */
    public static boolean runs(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().transferTo(OutputStream.nullOutputStream());
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
