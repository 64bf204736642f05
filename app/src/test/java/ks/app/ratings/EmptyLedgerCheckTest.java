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

class EmptyLedgerCheckTest {

    @TempDir
    Path dir;

    @Test
    void checkingALedgerWithNoEntriesSaysThereIsNothingToCheck() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);

        int code = RatingsCommand.run(List.of("--check"), new ConfigDir(dir), r -> false, "test", print, print);

        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("Ledger check: no rated games yet, so nothing to"
                + " check; no signed record in " + new ConfigDir(dir).games() + " should have been rated\n");
    }
}
