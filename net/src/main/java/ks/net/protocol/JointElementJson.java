package ks.net.protocol;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonGeneratorImpl;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Writes one element of a joint record's lists (a message, what was heard, a step, an action, a
 * run) from the JSON Jackson made of it the first time, kept while the element lives. A joint game
 * is saved whole several times a question (docs/joint-referee.md, "Saves and resume"), and every
 * earlier message, step and run was encoded again each time, so a save's encoding grew with the
 * game; now only what is new is encoded. The elements are immutable records and equal ones are
 * written alike, so the kept JSON is the bytes Jackson writes, by the same serializers
 * ({@code JointRecordFormatTest}). Only compact JSON text is kept: an indented record (the final
 * record file) and a tree made of a record are written as Jackson writes them, token by token.
 */
final class JointElementJson extends StdSerializer<Object> {

    private static final long serialVersionUID = 1L;

    /** By element: keys are held weakly, so a game's entries go with its log. */
    private static final Map<Object, SerializableString> KEPT = Collections.synchronizedMap(new WeakHashMap<>());

    JointElementJson() {
        super(Object.class);
    }

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializerProvider provider) throws IOException {
        write(value, gen, provider, null);
    }

    @Override
    public void serializeWithType(Object value, JsonGenerator gen, SerializerProvider provider, TypeSerializer type)
            throws IOException {
        write(value, gen, provider, type);
    }

    private static void write(Object value, JsonGenerator gen, SerializerProvider provider, TypeSerializer type)
            throws IOException {
        // Text only, and compact: a tree made of the record (valueToTree) needs the elements' tokens.
        if (!(gen instanceof JsonGeneratorImpl) || gen.getPrettyPrinter() != null) {
            encode(value, gen, provider, type);
            return;
        }
        SerializableString json = KEPT.get(value);
        if (json == null) {
            StringWriter out = new StringWriter();
            try (JsonGenerator fresh = gen.getCodec() == null ? Json.MAPPER.getFactory().createGenerator(out)
                    : gen.getCodec().getFactory().createGenerator(out)) {
                encode(value, fresh, provider, type);
            }
            json = new SerializedString(out.toString());
            KEPT.put(value, json);
        }
        gen.writeRawValue(json);
    }

    /** What Jackson writes for {@code value} in a list: its own serializer, with the list's type id if any. */
    private static void encode(Object value, JsonGenerator gen, SerializerProvider provider, TypeSerializer type)
            throws IOException {
        JsonSerializer<Object> own = provider.findValueSerializer(value.getClass());
        if (type == null) {
            own.serialize(value, gen, provider);
        } else {
            own.serializeWithType(value, gen, provider, type);
        }
    }
}
