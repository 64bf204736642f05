package ks.net.club;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.io.IOException;
import ks.net.ProtocolException;
import ks.net.protocol.Json;
import ks.text.Printable;

/**
 * {@link ClubMessage}s to bytes and back: JSON tagged with the type, with the one strict and
 * bounded configuration ({@link Json}), because either side may be hostile. Every string decoded
 * is cleaned as the game's messages are ({@link Json#cleaning()}: control characters, line
 * separators and bidirectional overrides become {@code ?}), on both sides: a member's ks never
 * shows the club's notes, reasons or names with controls in them, and the club never stores or
 * logs them. Passwords pass through the same cleaning at registration and at every login, so a
 * password is always compared in the same cleaned form.
 */
public final class ClubCodec {

    /** Club messages are small; a larger one is refused before it is parsed. */
    public static final int MAX_BYTES = 256 * 1024;

    private ClubCodec() {
    }

    public static byte[] encode(ClubMessage m) {
        try {
            return Json.MAPPER.writeValueAsBytes(m);
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
            ClubMessage m = Json.cleaning().readValue(bytes, ClubMessage.class);
            if (m == null) {
                throw new ProtocolException("an empty club message");
            }
            return m;
        } catch (InvalidTypeIdException e) {
            throw new ProtocolException("unknown club message type '" + e.getTypeId() + "'");
        } catch (ValueInstantiationException e) {
            // A record refused its fields: its own words say which, without Jackson's class names.
            String why = e.getCause() instanceof IllegalArgumentException refused ? refused.getMessage()
                    : e.getOriginalMessage();
            throw new ProtocolException("malformed club message: " + firstLine(why));
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
        return s == null ? "no detail" : Printable.line(s.lines().findFirst().orElse(""), 160);
    }
}
