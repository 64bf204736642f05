package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A terminal that cannot be opened behind dumb mode's back: one line when a line is read, nothing lost before. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class OpeningTerminalTest {

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private OpeningTerminal failing() {
        return OpeningTerminal.start(() -> {
            throw new IOException("/dev/pts/9: no such device");
        }, out);
    }

    @Test
    void theFirstLineReadSaysTheTerminalCannotBeUsedAndWhy() {
        OpeningTerminal t = failing();
        assertThatThrownBy(() -> t.readLine("your move> ")).isInstanceOf(IOException.class)
                .hasMessage("cannot use this terminal: /dev/pts/9: no such device");
    }

    @Test
    void linesPrintedMeanwhileGoToStandardOutput() {
        OpeningTerminal t = failing();
        t.print("You (alice) play white against practice-bot.");
        t.close();
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEqualTo("You (alice) play white against practice-bot.\n");
    }

    @Test
    void aPersonIsAtTheTerminalWhileItOpens() {
        assertThat(failing().interactive()).isTrue();
    }
}
