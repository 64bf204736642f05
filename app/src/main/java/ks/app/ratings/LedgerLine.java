package ks.app.ratings;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ks.net.protocol.Json;

/**
 * Reads one line of the ledger, a {@link LedgerEntry} as JSON, with Jackson's streaming parser:
 * {@code ks --ratings} reads the whole ledger before it prints anything, and building the
 * data-binding mapper and its deserializer for this one record cost more than reading a hundred
 * entries (docs/performance.md, start-up). As strict as {@link Json#MAPPER}: exactly the entry's
 * fields, each once and of its type, and nothing after the object.
 */
final class LedgerLine {

    private static final List<String> TEXTS = List.of("gameId", "record", "white", "black", "whiteKey", "blackKey",
            "result");
    private static final List<String> NUMBERS = List.of("whiteBefore", "whiteAfter", "blackBefore", "blackAfter");
    private static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(StreamReadConstraints.builder()
            .maxNestingDepth(1).maxStringLength(Json.MAX_STRING_CHARS).maxNumberLength(32).build()).build();

    private LedgerLine() {
    }

    /**
     * The entry on {@code line}. A line that is not one throws: {@link JsonProcessingException}
     * for what is not JSON at all, {@link IllegalArgumentException} for JSON that is not an entry.
     */
    static LedgerEntry read(String line) throws IOException {
        Map<String, Object> fields = new HashMap<>();
        try (JsonParser p = FACTORY.createParser(line)) {
            expect(p.nextToken() == JsonToken.START_OBJECT, "an object");
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (TEXTS.contains(name)) {
                    expect(value == JsonToken.VALUE_STRING, "'" + name + "' as text");
                    expect(fields.put(name, p.getText()) == null, "'" + name + "' once");
                } else if (NUMBERS.contains(name)) {
                    expect(value == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT,
                            "'" + name + "' as a whole number");
                    expect(fields.put(name, p.getIntValue()) == null, "'" + name + "' once");
                } else {
                    throw new IllegalArgumentException("unknown field '" + name + "'");
                }
            }
            expect(p.currentToken() == JsonToken.END_OBJECT, "the object closed");
            expect(p.nextToken() == null, "nothing after the object");
        }
        for (String name : TEXTS) {
            expect(fields.containsKey(name), "'" + name + "'");
        }
        for (String name : NUMBERS) {
            expect(fields.containsKey(name), "'" + name + "'");
        }
        return new LedgerEntry((String) fields.get("gameId"), (String) fields.get("record"),
                (String) fields.get("white"), (String) fields.get("black"), (String) fields.get("whiteKey"),
                (String) fields.get("blackKey"), (String) fields.get("result"), (int) fields.get("whiteBefore"),
                (int) fields.get("whiteAfter"), (int) fields.get("blackBefore"), (int) fields.get("blackAfter"));
    }

    private static void expect(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("expected " + what);
        }
    }
}
