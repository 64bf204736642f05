package ks.net.protocol;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

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
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(16)
                .maxStringLength(MAX_STRING_CHARS)
                .maxNumberLength(32)
                .build());
    }

    private Json() {
    }
}
