package ks.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.testkit.Needed;

/**
 * ks run at a real terminal under strace, so a start-up test can name every program ks started
 * (the start-up tests: no {@code stty} and friends before the first prompt).
 */
final class StraceWatch {

    private static final Pattern EXECUTED = Pattern.compile("execve\\(\"([^\"]+)\"");

    private final Path trace;

    StraceWatch(Path trace) {
        this.trace = trace;
    }

    /** Skips the test where strace is missing, or fails it on CI, where .ci/run installs it. */
    static void require() {
        Needed.require(Needed.runs("strace", "-V"), "strace is not installed: the start-up tests are skipped");
    }

    /** The shell line that runs ks with {@code args} under strace, writing the trace to this watch's file. */
    String commandLine(String... args) {
        StringBuilder line = new StringBuilder("strace -f -qq -e trace=execve -o '" + trace + "'");
        for (String w : KsProcess.javaCommand(args)) {
            line.append(" '").append(w).append('\'');
        }
        return line.toString();
    }

    /** The programs strace saw started so far (every execve but those that failed), in order. */
    List<String> executed() throws Exception {
        return Files.readAllLines(trace).stream().filter(l -> l.contains("execve(") && !l.contains(" = -1 "))
                .map(EXECUTED::matcher).filter(Matcher::find).map(m -> m.group(1)).toList();
    }
}
