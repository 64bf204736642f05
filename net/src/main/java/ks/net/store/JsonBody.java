package ks.net.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Path;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Json;
import ks.text.Printable;

/** Reads the JSON body of a checked file into its type; anything wrong is one line naming the file. */
final class JsonBody {

    private JsonBody() {
    }

    /**
     * {@code noun} names the content in messages: "saved game", "record". The file's list elements
     * are counted first and held to a record's bound ({@link RecordReader#MAX_ELEMENTS}): a save
     * holds a record and a few fields more, and data binding builds a whole list before anything
     * could stop it. Every string is cleaned as it is read ({@link Json#cleaning()}), as the wire's
     * and the records' are: whoever put the file there chose its texts, and a resumed game retells
     * them (the umpire's words, an end's reason).
     */
    static <T> T parse(Path file, byte[] json, String noun, Class<T> type) throws IOException {
        try {
            StrictJson.count(json, RecordReader.MAX_ELEMENTS);
            return present(file, noun, Json.cleaning().readValue(json, type));
        } catch (JsonProcessingException e) {
            throw unreadable(file, noun, e.getOriginalMessage());
        } catch (IllegalArgumentException | NullPointerException e) {
            throw unreadable(file, noun, e.getMessage());
        }
    }

    /** {@link #parse} of a game's record, by {@link RecordReader} rather than data binding. */
    static GameRecord record(Path file, byte[] json) throws IOException {
        try {
            return present(file, "record", RecordReader.read(json));
        } catch (JsonProcessingException e) {
            throw unreadable(file, "record", e.getOriginalMessage());
        } catch (IllegalArgumentException | NullPointerException e) {
            throw unreadable(file, "record", e.getMessage());
        }
    }

    private static <T> T present(Path file, String noun, T value) throws IOException {
        if (value == null) {
            throw new IOException(file + ": the " + noun + " is empty");
        }
        return value;
    }

    private static IOException unreadable(Path file, String noun, String why) {
        return new IOException(file + ": the " + noun + " is unreadable (" + Printable.line(why) + ")");
    }
}
