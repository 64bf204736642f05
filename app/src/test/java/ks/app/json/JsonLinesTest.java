package ks.app.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The player program's lines as ks reads them: a line longer than a command may be is cut where
 * it passes the limit, so that a program that writes without end fills no memory. And ks's own
 * lines as the program reads them: {@code note} events.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class JsonLinesTest {

    private final PipedOutputStream program = new PipedOutputStream();

    private JsonLines lines() throws Exception {
        return new JsonLines(new PipedInputStream(program, 1 << 16),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    void aLineTooLongComesCutAtTheLimitWithoutWaitingForItsEnd() throws Exception {
        JsonLines lines = lines();
        program.write("x".repeat(JsonCommands.MAX_LINE + 1000).getBytes(StandardCharsets.UTF_8));
        program.flush();
        assertThat(lines.readLine("")).isEqualTo("x".repeat(JsonCommands.MAX_LINE + 1));
    }

    @Test
    void theRestOfALineTooLongIsDroppedAndTheNextLineRead() throws Exception {
        JsonLines lines = lines();
        program.write(("y".repeat(3 * JsonCommands.MAX_LINE) + "\r\n{\"cmd\":\"resign\"}\n")
                .getBytes(StandardCharsets.UTF_8));
        program.flush();
        assertThat(lines.readLine("")).hasSize(JsonCommands.MAX_LINE + 1);
        assertThat(lines.readLine("")).isEqualTo("{\"cmd\":\"resign\"}");
    }

    @Test
    void ksOwnLineIsANoteWithoutTheTextViewsMark() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonLines lines = new JsonLines(new PipedInputStream(program, 1 << 16),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        lines.print("-- the game goes on at ply 2");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("{\"event\":\"note\",\"text\":\"the game goes on at ply 2\"}\n");
    }

    @Test
    void aByteOrderMarkAtTheStartOfInputIsPassedOver() throws Exception {
        JsonLines lines = lines();
        program.write("\uFEFF{\"cmd\":\"any\"}\n".getBytes(StandardCharsets.UTF_8));
        program.flush();
        assertThat(lines.readLine("")).isEqualTo("{\"cmd\":\"any\"}");
    }

    @Test
    void aByteOrderMarkAfterTheStartIsKeptForTheCommandToRefuse() throws Exception {
        JsonLines lines = lines();
        program.write("{\"cmd\":\"any\"}\n\uFEFF{\"cmd\":\"any\"}\n".getBytes(StandardCharsets.UTF_8));
        program.flush();
        assertThat(lines.readLine("")).isEqualTo("{\"cmd\":\"any\"}");
        assertThat(lines.readLine("")).isEqualTo("\uFEFF{\"cmd\":\"any\"}");
    }

    @Test
    void crLfAndLoneCrEndALineAsLfDoes() throws Exception {
        JsonLines lines = lines();
        program.write("{\"cmd\":\"any\"}\r\n{\"cmd\":\"draw\"}\r{\"cmd\":\"resign\"}\n".getBytes(StandardCharsets.UTF_8));
        program.flush();
        assertThat(lines.readLine("")).isEqualTo("{\"cmd\":\"any\"}");
        assertThat(lines.readLine("")).isEqualTo("{\"cmd\":\"draw\"}");
        assertThat(lines.readLine("")).isEqualTo("{\"cmd\":\"resign\"}");
    }

    @Test
    void aLastLineWithoutItsNewlineIsReadAtTheEndOfInput() throws Exception {
        JsonLines lines = lines();
        program.write("{\"cmd\":\"resign\"}".getBytes(StandardCharsets.UTF_8));
        program.close();
        assertThat(lines.readLine("")).isEqualTo("{\"cmd\":\"resign\"}");
        assertThat(lines.readLine("")).isNull();
    }

    @Test
    void aLineIsCountedAfterTheEventsWrittenBeforeItWasRead() throws Exception {
        JsonLines lines = lines();
        lines.emit(java.util.List.of(JsonLines.event("note"), JsonLines.event("note")));
        program.write("{\"cmd\":\"any\"}\n".getBytes(StandardCharsets.UTF_8));
        program.flush();
        assertThat(lines.next()).isEqualTo(new JsonLines.Line("{\"cmd\":\"any\"}", 2));
    }
}
