package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code ks perft --help} and {@code ks referee --help}, typed as a user types them: each command's
 * own usage on standard output, not the game's; and {@code ks referee} with words it does not take
 * refused in one line rather than ignored.
 */
class SubcommandHelpTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int ks(String... args) {
        return Main.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void perftHelpPrintsPerftsOwnUsage() {
        assertThat(ks("perft", "--help")).isZero();
        assertThat(out()).contains("--depth").contains("--fen").doesNotContain("opponent[@host]");
        assertThat(err()).isEmpty();
    }

    @Test
    void refereeHelpPrintsTheRefereesOwnUsage() {
        assertThat(ks("referee", "--help")).isZero();
        assertThat(out()).contains("ks referee").contains("docs/referee-protocol.md")
                .doesNotContain("opponent[@host]");
        assertThat(err()).isEmpty();
    }

    @Test
    void refereeShortHelpPrintsTheSameUsage() {
        assertThat(ks("referee", "-h")).isZero();
        assertThat(out()).contains("docs/referee-protocol.md");
    }

    @Test
    void refereeWithWordsItDoesNotTakeIsRefusedInOneLine() {
        assertThat(ks("referee", "icc")).isEqualTo(2);
        assertThat(out()).isEmpty();
        assertThat(err()).isEqualTo("ks: referee takes no words, got 'icc' (ks referee --help)\n");
    }
}
