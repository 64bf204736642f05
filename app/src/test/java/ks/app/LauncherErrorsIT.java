package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ks} launcher's own errors at a real terminal (tmux, 40 columns): one that names no
 * Java it can run says so, and every line of it is cut by words and goes on two columns in, as
 * the JVM's errors do (the launcher's went on at the left edge, and a KS_JAVA naming no file
 * ended ks without a word).
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class LauncherErrorsIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    @Test
    void aKsJavaNamingNoFileIsSaidInLinesThatGoOnTwoColumnsIn() throws Exception {
        List<String> error = run("KS_JAVA=/nowhere/bin/java");
        assertThat(String.join(" ", error.stream().map(String::strip).toList()))
                .isEqualTo("ks: KS_JAVA: '/nowhere/bin/java' is not a program that can be run (KS_JAVA=/path/to/java)");
        goesOnTwoColumnsIn(error);
    }

    @Test
    void aKsJavaNamingNoProgramOnThePathGoesOnTwoColumnsIn() throws Exception {
        List<String> error = run("KS_JAVA=nojava");
        assertThat(String.join(" ", error.stream().map(String::strip).toList()))
                .isEqualTo("ks: KS_JAVA: no program 'nojava' on the PATH");
        goesOnTwoColumnsIn(error);
    }

    @Test
    void aKsJavaThatRunsButIsNotJavaIsSaidInsteadOfRunWithJvmOptions() throws Exception {
        List<String> error = run("KS_JAVA=/bin/true");
        assertThat(String.join(" ", error.stream().map(String::strip).toList()))
                .isEqualTo("ks: KS_JAVA: '/bin/true' is not a Java: it does not answer -version as Java does"
                        + " (KS_JAVA=/path/to/java)");
        goesOnTwoColumnsIn(error);
    }

    private static void goesOnTwoColumnsIn(List<String> error) {
        assertThat(error).hasSizeGreaterThan(1).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(40));
        assertThat(error.get(0)).startsWith("ks: ");
        assertThat(error.subList(1, error.size()))
                .allSatisfy(l -> assertThat(l).startsWith("  ").doesNotStartWith("   "));
    }

    /** Runs a copy of the launcher beside the jar, after {@code env}, at 40 columns; the lines it printed. */
    private List<String> run(String env) throws Exception {
        Path copy = tmp.resolve("ks");
        Path launcher = copy.resolve("ks");
        Files.createDirectories(copy.resolve("app/target"));
        Files.copy(Path.of(System.getProperty("ks.root"), "ks"), launcher);
        assertThat(launcher.toFile().setExecutable(true)).isTrue();
        Files.copy(KsProcess.jar(), copy.resolve("app/target/ks.jar"));
        Tmux t = SHELLS.open("launcher-errors", tmp.resolve("home"), 40, 12, Map.of());
        t.typeLine(env + " '" + launcher + "' --version; echo ks-ended");
        List<String> lines = Poll.until("the launcher to end", 60,
                () -> t.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "ks").lines().map(String::stripTrailing)
                        .toList(),
                h -> h.contains("ks-ended"));
        t.save("error", String.join("\n", lines));
        int from = 0;
        while (!lines.get(from).startsWith("ks: ")) {
            from++;
        }
        return lines.subList(from, lines.indexOf("ks-ended"));
    }
}
