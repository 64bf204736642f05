package ks.net.protocol;

import ks.net.ProtocolException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;

/**
 * Turns {@link Message}s into bytes and back. Messages are JSON objects tagged with their
 * type; decoding is strict (unknown types and fields are refused) and bounded, because the
 * bytes come from the other side and may be hostile, and every string decoded is cleaned with
 * {@link ks.text.Printable} ({@link Json#cleaning()}), so no text from the other process reaches
 * a screen or a file with controls, line breaks or bidirectional overrides in it. The set-up
 * messages are written and read without the data binding ({@link SetUpCodec}), in the same bytes
 * and with the same refusals, so that a game's first prompt does not wait for it.
 */
public final class WireCodec {

    /** Frames larger than this are refused before they are read. */
    public static final int MAX_MESSAGE_BYTES = 1 << 20;

    /**
     * The first byte of a piece of a two-party computation's message ({@link Message.Compute}),
     * carried as bytes: 1 for the last piece, 2 when more follow; a JSON message starts with {@code {}.
     */
    private static final byte COMPUTE = 1;
    private static final byte COMPUTE_MORE = 2;

    private WireCodec() {
    }

    public static byte[] encode(Message message) {
        if (message instanceof Message.Compute c) {
            byte[] bytes = new byte[c.bytes().length + 1];
            bytes[0] = c.more() ? COMPUTE_MORE : COMPUTE;
            System.arraycopy(c.bytes(), 0, bytes, 1, c.bytes().length);
            return bytes;
        }
        byte[] setUp = SetUpCodec.write(message);
        if (setUp != null) {
            return setUp;
        }
        try {
            return Json.MAPPER.writeValueAsBytes(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + message.getClass().getSimpleName(), e);
        }
    }

    /** Decodes one message; anything else is a {@link ProtocolException} with one line. */
    public static Message decode(byte[] bytes) throws ProtocolException {
        if (bytes.length > MAX_MESSAGE_BYTES) {
            throw new ProtocolException("message of " + bytes.length + " bytes is larger than the limit");
        }
        if (bytes.length > 0 && (bytes[0] == COMPUTE || bytes[0] == COMPUTE_MORE)) {
            try {
                return new Message.Compute(java.util.Arrays.copyOfRange(bytes, 1, bytes.length), bytes[0] == COMPUTE_MORE);
            } catch (IllegalArgumentException e) {
                throw new ProtocolException("malformed message: " + e.getMessage());
            }
        }
        Message setUp = SetUpCodec.read(bytes);
        return setUp != null ? setUp : bound(bytes);
    }

    /**
     * The message in {@code bytes} as the data binding reads it: every message but a well-formed set-up
     * message ({@link SetUpCodec}), and every refusal.
     */
    static Message bound(byte[] bytes) throws ProtocolException {
        try {
            Message m = Json.cleaning().readValue(bytes, Message.class);
            if (m == null) {
                throw new ProtocolException("empty message");
            }
            return m;
        } catch (InvalidTypeIdException e) {
            throw new ProtocolException("unknown message type '" + e.getTypeId() + "'");
        } catch (UnrecognizedPropertyException e) {
            throw new ProtocolException("unexpected field '" + e.getPropertyName() + "' in a message");
        } catch (JsonProcessingException e) {
            throw new ProtocolException("malformed message: " + firstLine(e.getOriginalMessage()));
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("malformed message: " + firstLine(e.getMessage()));
        } catch (IOException e) {
            throw new ProtocolException("unreadable message: " + firstLine(e.getMessage()));
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
