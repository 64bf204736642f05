package ks.net.club;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import ks.net.ProtocolException;

/**
 * {@link ClubMessage}s to bytes and back: JSON tagged with the type, decoded strictly and within
 * bounds, like the game protocol's {@code WireCodec}, because either side may be hostile.
 */
public final class ClubCodec {

    /** Club messages are small; a larger one is refused before it is parsed. */
    public static final int MAX_BYTES = 256 * 1024;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(8).maxStringLength(MAX_BYTES).maxNumberLength(20).build());
    }

    private ClubCodec() {
    }

    public static byte[] encode(ClubMessage m) {
        try {
            return MAPPER.writeValueAsBytes(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + m.getClass().getSimpleName(), e);
        }
    }

    /** One message, or a {@link ProtocolException} with one line. */
    public static ClubMessage decode(byte[] bytes) throws ProtocolException {
        if (bytes.length > MAX_BYTES) {
            throw new ProtocolException("a club message of " + bytes.length + " bytes is larger than the limit");
        }
        try {
            ClubMessage m = MAPPER.readValue(bytes, ClubMessage.class);
            if (m == null) {
                throw new ProtocolException("an empty club message");
            }
            return m;
        } catch (InvalidTypeIdException e) {
            throw new ProtocolException("unknown club message type '" + e.getTypeId() + "'");
        } catch (UnrecognizedPropertyException e) {
            throw new ProtocolException("unexpected field '" + e.getPropertyName() + "' in a club message");
        } catch (JsonProcessingException e) {
            throw new ProtocolException("malformed club message: " + firstLine(e.getOriginalMessage()));
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("malformed club message: " + firstLine(e.getMessage()));
        } catch (IOException e) {
            throw new ProtocolException("unreadable club message: " + firstLine(e.getMessage()));
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "no detail";
        }
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        return line.length() > 160 ? line.substring(0, 160) + "..." : line;
    }
}
