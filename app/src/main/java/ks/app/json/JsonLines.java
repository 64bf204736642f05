package ks.app.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import ks.app.dumb.LineSource;
import ks.net.protocol.Json;
import ks.text.Printable;

/**
 * The player protocol's two streams (docs/player-protocol.md): JSON objects written one to a line
 * ({@link #emit}), and the program's lines read as they come. Lines ks prints for a person (waiting
 * for the opponent, the record saved) leave as {@code note} events, so nothing but events reaches
 * standard output. The input is read on a thread of its own, so that the end of the game can cut
 * a read short ({@link #interrupt}) however quiet the program is.
 */
public final class JsonLines implements LineSource {

    /** How a text view marks a note of ks's own ({@code -- reconnecting to bob...}). */
    private static final String NOTE_MARK = "-- ";

    /** What the queue holds at the end of input, to tell it from a line. */
    private static final Line END = new Line("end of input", 0);
    /** What the queue holds when the reading was cut short, told from a line of the program's that reads the same. */
    private static final Line INTERRUPTED = new Line(INTERRUPT, 0);

    /** Events as JSON with every character past ASCII escaped. */
    private static final ObjectWriter ASCII = Json.MAPPER.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII.mappedFeature());

    private final PrintStream out;
    private final BlockingQueue<Line> read = new LinkedBlockingQueue<>();
    /** Events written so far. */
    private long written;

    /**
     * One line of the program's, with the number of events ks had written when it had read the
     * whole line: the program wrote it having seen at most those, so a line counted before an
     * event was surely sent before the program could have known of it.
     */
    public record Line(String text, long seen) {

        /** Whether this is no line but the wait for one cut short ({@link #interrupt}). */
        public boolean interrupted() {
            return this == INTERRUPTED;
        }
    }

    public JsonLines(InputStream in, PrintStream out) {
        this.out = out;
        Thread reader = new Thread(() -> readAll(in), "ks-json-input");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Reads lines as they come ({@link BoundedLines}): one longer than a command may be is given
     * cut one character past the limit, which {@link JsonCommands} refuses.
     */
    private void readAll(InputStream in) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            skipByteOrderMark(r);
            BoundedLines lines = new BoundedLines(r, JsonCommands.MAX_LINE);
            for (String line = lines.next(); line != null; line = lines.next()) {
                read.add(new Line(line, written()));
            }
        } catch (IOException e) {
            // A broken input ends it like its end.
        }
        read.add(END);
    }

    /**
     * Passes over a byte order mark at the very start of the input, which some systems' tools
     * write before UTF-8 text: RFC 8259 (8.1) lets a reader ignore it, and it is no part of the
     * first command. Anywhere else it is a character like any other, and not JSON.
     */
    private static void skipByteOrderMark(BufferedReader r) throws IOException {
        r.mark(1);
        if (r.read() != '\uFEFF') {
            r.reset();
        }
    }

    /**
     * Writes the events of one happening together: no other line comes between them. Returns how
     * many events had been written before them, so that the first is that number's.
     */
    public synchronized long emit(java.util.List<ObjectNode> events) {
        long before = written;
        events.forEach(this::emit);
        return before;
    }

    /**
     * Writes one event, in ASCII: every character past U+007F written as a JSON escape, and the
     * bytes written as they are rather than through the stream's charset, which is the locale's (US-ASCII
     * under {@code LC_ALL=C}, where a name in Cyrillic came out as question marks). So the program reads
     * the same JSON whatever either side's locale.
     */
    public synchronized void emit(ObjectNode event) {
        byte[] line;
        try {
            line = (ASCII.writeValueAsString(event) + "\n").getBytes(StandardCharsets.US_ASCII);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event that is not JSON: " + e.getMessage(), e);
        }
        out.write(line, 0, line.length);
        out.flush();
        written++;
    }

    /** How many events have been written so far. */
    public synchronized long written() {
        return written;
    }

    /** A new event of kind {@code name}, to fill and {@link #emit}. */
    static ObjectNode event(String name) {
        return Json.MAPPER.createObjectNode().put("event", name);
    }

    @Override
    public String readLine(String prompt) {
        Line line = next();
        return line == null ? null : line.text();
    }

    /**
     * The program's next line, waiting for it; null at the end of input, and one that is
     * {@link Line#interrupted()} when the wait was cut short.
     */
    public Line next() {
        try {
            Line line = read.take();
            if (line == END) {
                read.add(END);
                return null;
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return INTERRUPTED;
        }
    }

    /**
     * Each line of {@code text} as a {@code note} event, without the mark ({@code -- }) a text
     * view sets ks's own lines apart with: in JSON the event says what the line is.
     */
    @Override
    public void print(String text) {
        for (String line : text.split("\n", -1)) {
            String said = line.startsWith(NOTE_MARK) ? line.substring(NOTE_MARK.length()) : line;
            emit(event("note").put("text", Printable.line(said)));
        }
    }

    @Override
    public boolean interactive() {
        return false;
    }

    @Override
    public void interrupt() {
        read.add(INTERRUPTED);
    }

    @Override
    public void close() {
        out.flush();
    }
}
