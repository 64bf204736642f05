package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
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

    /** Waiting for the terminal here would be a deadlock: a thread of its own lets the timeout end it. */
    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theWordsToCompleteAreTakenWhileTheTerminalOpensAndCompleteOnceItIs() throws Exception {
        CountDownLatch given = new CountDownLatch(1);
        byte[] typed = "mo\t\r".getBytes(StandardCharsets.UTF_8);
        OpeningTerminal t = OpeningTerminal.start(() -> {
            try {
                given.await();
            } catch (InterruptedException e) {
                throw new IOException(e);
            }
            Terminal terminal = TerminalBuilder.builder().system(false).type("xterm")
                    .streams(new ByteArrayInputStream(typed), new ByteArrayOutputStream()).build();
            return new JLineSource(terminal, null);
        }, out);
        t.completeWith(() -> List.of("move", "quit"));
        given.countDown();
        assertThat(t.readLine("your move> ")).isEqualTo("move ");
    }

    @Test
    void aPersonIsAtTheTerminalWhileItOpens() {
        assertThat(failing().interactive()).isTrue();
    }
}
