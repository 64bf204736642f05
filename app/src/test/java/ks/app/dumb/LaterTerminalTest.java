package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Lines printed before the board (or after it) are fitted to the terminal as JLine's are. */
class LaterTerminalTest {

    private static final String WAITING = "Waiting up to 300 s for bob on 127.0.0.1 (port 24365, number 365); bob"
            + " should run: ks --name bob alice@localhost";

    @Test
    void aLinePrintedBeforeTheBoardIsFittedToTheTerminal() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        LaterTerminal t = new LaterTerminal(new PrintStream(bytes, true, StandardCharsets.UTF_8), null, () -> 80);
        t.print(WAITING);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(
                "Waiting up to 300 s for bob on 127.0.0.1 (port 24365, number 365); bob should\n"
                        + "  run: ks --name bob alice@localhost\n");
    }

    @Test
    void withoutATerminalTheLineIsPrintedAsItIs() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new LaterTerminal(new PrintStream(bytes, true, StandardCharsets.UTF_8)).print(WAITING);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(WAITING + "\n");
    }
}
