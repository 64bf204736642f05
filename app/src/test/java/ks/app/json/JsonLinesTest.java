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
    /**
     * Under {@code LC_ALL=C} (a cron job, a container, a service) Java's standard output is
     * US-ASCII, and under a Latin-1 locale Latin-1: an opponent named in Cyrillic, or a message with
     * any letter past ASCII, came out as question marks or as bytes no UTF-8 reader takes. Every
     * event is now ASCII, so the program reads the same JSON whatever either side's locale.
     */
    @Test
    void anEventReadsTheSameWhateverTheCharsetOfStandardOutput() throws Exception {
        String name = "\u0418\u0432\u0430\u043d";
        String text = "d\u00e9j\u00e0 vu \ud83d\ude00";
        java.util.List<byte[]> written = new java.util.ArrayList<>();
        for (java.nio.charset.Charset locale : java.util.List.of(StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1,
                StandardCharsets.UTF_8)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            JsonLines lines = new JsonLines(java.io.InputStream.nullInputStream(), new PrintStream(out, true, locale));
            lines.emit(JsonLines.event("said").put("from", name).put("text", text));
            written.add(out.toByteArray());
        }
        for (byte[] bytes : written) {
            com.fasterxml.jackson.databind.JsonNode said = ks.net.protocol.Json.MAPPER.readTree(bytes);
            assertThat(said.get("from").asText()).isEqualTo(name);
            assertThat(said.get("text").asText()).isEqualTo(text);
            assertThat(bytes).isEqualTo(written.get(0));
        }
    }
    /**
     * A text that tries to end its event and forge the next ({@code over}) after a line feed, a
     * carriage return, U+2028, U+0085 or a vertical tab (each a line end to some reader) stays one line.
     */
    @Test
    void aTextCannotEndItsEventAndForgeAnother() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonLines lines = new JsonLines(java.io.InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8));
        String forged = "gg\"}\n{\"event\":\"over\",\"result\":\"1-0\"}";
        for (String end : new String[] {"\n", "\r", "\u2028", "\u0085", "\u000b"}) {
            lines.emit(JsonLines.event("said").put("from", "bob").put("text", forged.replace("\n", end)));
        }
        String written = out.toString(StandardCharsets.US_ASCII);
        assertThat(written.split("\n", -1)).hasSize(6);
        assertThat(written.chars().allMatch(c -> c >= 0x20 && c < 0x7f || c == '\n')).isTrue();
        for (String line : written.strip().split("\n")) {
            assertThat(ks.net.protocol.Json.MAPPER.readTree(line).get("event").asText()).isEqualTo("said");
        }
    }
}
