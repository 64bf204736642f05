package ks.net.protocol;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import ks.text.Printable;

/**
 * The one JSON configuration of ks, for messages on the wire and for saves and records on disk:
 * strict (unknown fields, a null where a number belongs, trailing bytes and non-numbers such as
 * {@code NaN} are refused) and bounded (nesting, string and number lengths), because the bytes
 * may come from the other player or from an edited file.
 */
public final class Json {

    /** No single string in a message or file may be longer than this. */
    public static final int MAX_STRING_CHARS = 1 << 20;

    /** The shared, thread-safe mapper. */
    public static final ObjectMapper MAPPER = bounded(JsonMapper.builder());

    private Json() {
    }

    /**
     * {@link #MAPPER} that also cleans every string it reads with {@link Printable#line(String)}:
     * the one place where text from the other process (notes, refusals, reasons, audit lines,
     * {@code say}, announcement texts, and whatever fields come later) is made safe to show and
     * keep, whichever message or field it arrives in; for this package's codec and those of other
     * packages that read text from another process (the club's messages), never a second copy of it.
     */
    public static ObjectMapper cleaning() {
        return Cleaning.MAPPER;
    }

    /**
     * Built on first use: a command that only reads ks's own files ({@code --ratings},
     * {@code --audit}) never needs it, and each mapper costs tens of milliseconds to build at start.
     */
    private static final class Cleaning {
        static final ObjectMapper MAPPER = bounded(JsonMapper.builder()
                .addModule(new SimpleModule("ks-printable").addDeserializer(String.class, new PrintableString())));
    }

    private static ObjectMapper bounded(JsonMapper.Builder builder) {
        ObjectMapper mapper = builder
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                .build();
        mapper.getFactory().setStreamReadConstraints(ReadLimits.CONSTRAINTS);
        return mapper;
    }

    /** Jackson's own string reading, then {@link Printable#line(String)}; a JSON null stays null. */
    private static final class PrintableString extends StdScalarDeserializer<String> {
        private static final long serialVersionUID = 1L;

        PrintableString() {
            super(String.class);
        }

        @Override
        public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String raw = StringDeserializer.instance.deserialize(p, ctxt);
            return raw == null ? null : Printable.line(raw);
        }
    }
}
