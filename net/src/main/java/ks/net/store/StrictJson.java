package ks.net.store;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.List;
import ks.net.protocol.Json;
import ks.text.Printable;

/**
 * Jackson's streaming parser held to the rules of {@link Json#MAPPER}, for a reader that builds
 * its values by hand instead of through data binding: the same bounds (nesting, string and number
 * lengths), exactly the fields an object may have and each at most once, every value of the one
 * JSON type its field has (no number in quotes, no {@code 1.0} for a whole number), and nothing
 * after the top value. Anything else is a {@link JsonParseException} naming what was expected.
 * Every string is cleaned as it is read ({@link Printable}), as {@link Json#cleaning()} cleans the
 * other process's: a record is handed from player to player ({@code ks --audit}), so whoever made
 * it chose its strings.
 */
final class StrictJson implements AutoCloseable {

    private static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(StreamReadConstraints.builder()
            .maxNestingDepth(16).maxStringLength(Json.MAX_STRING_CHARS).maxNumberLength(32).build()).build();

    private final byte[] json;
    private final JsonParser p;
    private final int maxElements;
    private int elements;

    private StrictJson(byte[] json, JsonParser p, int maxElements) {
        this.json = json;
        this.p = p;
        this.maxElements = maxElements;
    }

    /**
     * A reader of {@code json}, positioned before its first token, that takes at most
     * {@code maxElements} elements in all its lists: the bytes alone do not bound the memory, as a
     * one-letter string of four bytes becomes an object of some fifty.
     */
    static StrictJson of(byte[] json, int maxElements) throws IOException {
        return new StrictJson(json, FACTORY.createParser(json), maxElements);
    }

    /**
     * The object at the current token, for a part read by data binding: walked to its end first,
     * every element of its lists, however deep, counted against the reader's bound (and a null
     * element refused) as {@link #nextElement} counts them, without a string made; then handed
     * over as its own bytes. Data binding builds a whole list before anything can stop it, so
     * only a count made before it bounds the memory.
     */
    Part part(String name) throws IOException {
        named(p.currentToken() == JsonToken.START_OBJECT, name, "as an object");
        int from = Math.toIntExact(p.currentTokenLocation().getByteOffset());
        walk(name);
        int to = Math.toIntExact(p.currentTokenLocation().getByteOffset()) + 1;
        return new Part(json, from, to - from);
    }

    /**
     * Walks the whole of {@code json}, counting the elements of its lists as {@link #part} does,
     * for a file read by data binding: a {@link JsonParseException} when they are more than
     * {@code maxElements} or the JSON is malformed, before any value is built.
     */
    static void count(byte[] json, int maxElements) throws IOException {
        try (StrictJson in = of(json, maxElements)) {
            if (in.p.nextToken() != null) {
                in.walk("the top value");
            }
        }
    }

    /** The bytes of one JSON value: {@code length} of them from {@code offset} in {@code json}. */
    record Part(byte[] json, int offset, int length) {
    }

    /** Walks the value at the current token to its last token; {@code name} is the field it is the value of. */
    private void walk(String name) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                walk(field);
            }
        } else if (t == JsonToken.START_ARRAY) {
            while (nextElement(name)) {
                walk(name);
            }
        }
    }

    /** Moves to the next token; true when it is a JSON {@code null}. */
    boolean nextIsNull() throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL;
    }

    /** Whether the current value is a JSON {@code null}. */
    boolean isNull() {
        return p.currentToken() == JsonToken.VALUE_NULL;
    }

    /** Refuses anything after the top value. */
    void end() throws IOException {
        expect(p.nextToken() == null, "nothing after the end");
    }

    /** The fields of the object that starts at the current token, each one of {@code names} (at most 64). */
    Fields object(List<String> names, String what) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            throw new JsonParseException(p, "expected " + what + " as an object");
        }
        return new Fields(names);
    }

    /** The current value as text, cleaned ({@link Printable#line(String)}), or null for a JSON null. */
    String text(String name) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        named(t == JsonToken.VALUE_STRING, name, "as text");
        return printableAscii(p.getTextCharacters(), p.getTextOffset(), p.getTextLength()) ? p.getText()
                : Printable.line(p.getText());
    }

    /**
     * Whether {@code length} characters from {@code offset} are all printable ASCII, which
     * {@link Printable#line(String)} leaves as they are: a record's strings (hex, moves, names)
     * nearly always are. Checked in the parser's own buffer, before the string is made: Printable's
     * pattern over Unicode categories, and then a loop of {@code String.charAt}, cost a cold check
     * of 100 records more CPU than reading their JSON (docs/performance.md, the first check of
     * records from elsewhere).
     */
    private static boolean printableAscii(char[] chars, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            if (chars[i] < ' ' || chars[i] > '~') {
                return false;
            }
        }
        return true;
    }

    /** The current value as an {@code int}; null is refused. */
    int integer(String name) throws IOException {
        named(p.currentToken() == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT, name,
                "as a whole number");
        return p.getIntValue();
    }

    /** The current value as a {@code long}; null is refused. */
    long longInteger(String name) throws IOException {
        JsonParser.NumberType type = p.currentToken() == JsonToken.VALUE_NUMBER_INT ? p.getNumberType() : null;
        named(type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG, name, "as a whole number");
        return p.getLongValue();
    }

    /** The current value as a {@code Long}, or null for a JSON null. */
    Long optionalLong(String name) throws IOException {
        return p.currentToken() == JsonToken.VALUE_NULL ? null : longInteger(name);
    }

    /** The current value as a {@code boolean}; null is refused. */
    boolean bool(String name) throws IOException {
        named(p.currentToken().isBoolean(), name, "as true or false");
        return p.currentToken() == JsonToken.VALUE_TRUE;
    }

    /** The current value as a {@code Boolean}, or null for a JSON null. */
    Boolean optionalBool(String name) throws IOException {
        return p.currentToken() == JsonToken.VALUE_NULL ? null : bool(name);
    }

    /** The current value as an array: true when it is one (then {@link #nextElement} walks it), false for null. */
    boolean array(String name) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_NULL) {
            return false;
        }
        named(p.currentToken() == JsonToken.START_ARRAY, name, "as a list");
        return true;
    }

    /**
     * Moves to the next element of the array being walked; false at its end. A null element is
     * refused, and so is one past the reader's most elements.
     */
    boolean nextElement(String name) throws IOException {
        JsonToken t = p.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            throw new JsonParseException(p, "a null in '" + name + "'");
        }
        if (t != JsonToken.END_ARRAY && ++elements > maxElements) {
            throw new JsonParseException(p, "expected at most " + maxElements + " list elements in all ('" + name
                    + "' goes past them)");
        }
        return t != JsonToken.END_ARRAY;
    }

    /** Refuses the input unless {@code ok}, saying what was {@code expected} and where. */
    void expect(boolean ok, String expected) throws JsonParseException {
        if (!ok) {
            refuse(expected);
        }
    }

    /** Refuses the input, saying what was {@code expected} and where. */
    void refuse(String expected) throws JsonParseException {
        throw new JsonParseException(p, "expected " + expected);
    }

    /**
     * {@link #expect} of the field {@code name}: "expected 'name' {@code what}". The message is
     * made only when it is needed: a record has thousands of fields.
     */
    void named(boolean ok, String name, String what) throws JsonParseException {
        if (!ok) {
            throw new JsonParseException(p, "expected '" + name + "' " + what);
        }
    }

    @Override
    public void close() throws IOException {
        p.close();
    }

    /**
     * The fields of one object, walked in order; each name may come once, and only a known one.
     * The names seen are bits of a {@code long} by their place in the list, not a set of their
     * own: a record has thousands of objects, and a set each was most of what reading them made.
     */
    final class Fields {
        private final List<String> names;
        private long seen;

        private Fields(List<String> names) {
            this.names = names;
        }

        /** The next field's name, the parser at its value; null at the object's end. */
        String next() throws IOException {
            JsonToken t = p.nextToken();
            if (t == JsonToken.END_OBJECT) {
                return null;
            }
            String name = p.currentName();
            int place = names.indexOf(name);
            if (place < 0) {
                throw new JsonParseException(p, "unknown field '" + name + "'");
            }
            named((seen & 1L << place) == 0, name, "once");
            seen |= 1L << place;
            p.nextToken();
            return name;
        }

        /** Whether the object had the field {@code name}. */
        boolean had(String name) {
            int place = names.indexOf(name);
            return place >= 0 && (seen & 1L << place) != 0;
        }
    }
}
