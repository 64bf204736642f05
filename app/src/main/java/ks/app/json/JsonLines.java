package ks.app.json;

import com.fasterxml.jackson.core.JsonProcessingException;
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

    /** What {@link #readLine} gives at the end of input, to tell it from a line. */
    private static final String END = new String("end of input");

    private final PrintStream out;
    private final BlockingQueue<String> read = new LinkedBlockingQueue<>();

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
            BoundedLines lines = new BoundedLines(r, JsonCommands.MAX_LINE);
            for (String line = lines.next(); line != null; line = lines.next()) {
                read.add(line);
            }
        } catch (IOException e) {
            // A broken input ends it like its end.
        }
        read.add(END);
    }

    /** Writes the events of one happening together: no other line comes between them. */
    public synchronized void emit(java.util.List<ObjectNode> events) {
        events.forEach(this::emit);
    }

    /** Writes one event. */
    public synchronized void emit(ObjectNode event) {
        try {
            out.println(Json.MAPPER.writeValueAsString(event));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event that is not JSON: " + e.getMessage(), e);
        }
        out.flush();
    }

    /** A new event of kind {@code name}, to fill and {@link #emit}. */
    static ObjectNode event(String name) {
        return Json.MAPPER.createObjectNode().put("event", name);
    }

    @Override
    public String readLine(String prompt) throws IOException {
        try {
            String line = read.take();
            if (line == END) {
                read.add(END);
                return null;
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return INTERRUPT;
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
        read.add(INTERRUPT);
    }

    @Override
    public void close() {
        out.flush();
    }
}
