package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import ks.app.cli.ConfigDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RatingsUsageTest {

    @TempDir
    Path dir;

    @Test
    void aMistypedCheckIsMetWithTheWordItWasLikelyMeantToBe() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(err, true, StandardCharsets.UTF_8);

        int code = RatingsCommand.run(List.of("--chek"), new ConfigDir(dir), r -> false, "test", print, print);

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: usage: ks --ratings [--check] [--config DIR] (unexpected '--chek'; did you mean '--check'?)\n");
    }

    @Test
    void aWordFarFromCheckIsRefusedWithoutAGuess() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(err, true, StandardCharsets.UTF_8);

        int code = RatingsCommand.run(List.of("--everything"), new ConfigDir(dir), r -> false, "test", print, print);

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("ks: usage: ks --ratings [--check] [--config DIR] (unexpected '--everything')\n");
    }
}
