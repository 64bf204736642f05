package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import ks.app.cli.Usage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --help} (or {@code -h}) after any mode, as a newcomer types it to learn the mode, prints
 * the help and nothing else, where it was an error ("--games takes no '--help'", "no such file");
 * at a club it is the club's own help. {@code perft} and {@code referee} print their own
 * ({@link SubcommandHelpTest}).
 */
@Timeout(60)
class HelpAfterAModeTest {

    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int ks(String line) {
        String[] args = line.split(" ");
        return Main.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"--games --help", "--seeks --help", "--rules --help", "--ratings --help", "--audit --help",
        "--audit -h", "--club --help", "--club-server --help", "--play --help", "--file --help", "--seek --help",
        "--practice --name alice --help"})
    void theHelpIsPrinted(String line) {
        assertThat(ks(line)).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(Usage.TEXT);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void atAClubItIsTheClubsHelp() {
        assertThat(ks("--club lab1:2500 --config " + tmp.resolve("ks") + " --help")).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("At the club at lab1:2500 (docs/club.md):")
                .contains("register NAME EMAIL");
    }
}
