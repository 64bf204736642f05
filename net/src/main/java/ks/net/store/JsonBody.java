package ks.net.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Path;
import ks.net.protocol.Json;
import ks.text.Printable;

/** Reads the JSON body of a checked file into its type; anything wrong is one line naming the file. */
final class JsonBody {

    private JsonBody() {
    }

    /** {@code noun} names the content in messages: "saved game", "record". */
    static <T> T parse(Path file, byte[] json, String noun, Class<T> type) throws IOException {
        try {
            T value = Json.MAPPER.readValue(json, type);
            if (value == null) {
                throw new IOException(file + ": the " + noun + " is empty");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw new IOException(file + ": the " + noun + " is unreadable (" + Printable.line(e.getOriginalMessage())
                    + ")");
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IOException(file + ": the " + noun + " is unreadable (" + Printable.line(e.getMessage()) + ")");
        }
    }
}
