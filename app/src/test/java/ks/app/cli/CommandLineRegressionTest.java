package ks.app.cli;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Test;

/** Inputs the command-line fuzzer found; each test is named for the behaviour it wants. */
class CommandLineRegressionTest {

    /**
     * Found by CommandLineFuzzTest (seed 1785496884558): {@code --config} hands its value to
     * {@code Path.of}, whose InvalidPathException escapes {@code parse} instead of a UsageError. A lone
     * surrogate shows it here; on a real command line the same happens when the JVM's file-name encoding
     * cannot hold the path (checked: {@code LC_ALL=C}, argument {@code /tmp/é}, which arrives as {@code /tmp/} and two U+FFFD).
     */
    @Test
    void unusableConfigPathIsAUsageError() {
        assertThatThrownBy(() -> CommandLine.parse(List.of("--config", "-\ude9a-wait"))).isInstanceOf(UsageError.class);
    }

    /** Found by CommandLineFuzzTest: an unknown option is quoted raw, so a line break in it splits the message. */
    @Test
    void unknownOptionIsShownOnOneLine() {
        assertThatThrownBy(() -> CommandLine.parse(List.of("--bo\ngus"))).isInstanceOf(UsageError.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }
}
