package ks.crypto;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/** The wire shape of this module's own messages: a sequence of fields, each with a 2-byte length. */
final class Fields {
    private static final int MAX_FIELD = 0xFFFF;

    private Fields() {
    }

    static byte[] join(byte[]... fields) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] field : fields) {
            if (field.length > MAX_FIELD) {
                throw new IllegalArgumentException("field of " + field.length + " bytes is too long to send");
            }
            out.write(field.length >>> 8);
            out.write(field.length & 0xFF);
            out.write(field, 0, field.length);
        }
        return out.toByteArray();
    }

    /** Splits a peer's message; {@code what} names it in the error, e.g. "handshake hello". */
    static List<byte[]> split(byte[] message, String what) {
        if (message == null) {
            throw new PeerMisbehaved("opponent sent an empty " + what);
        }
        List<byte[]> fields = new ArrayList<>();
        int at = 0;
        while (at < message.length) {
            if (message.length - at < 2) {
                throw new PeerMisbehaved("opponent sent a malformed " + what + " (truncated field length)");
            }
            int length = ((message[at] & 0xFF) << 8) | (message[at + 1] & 0xFF);
            at += 2;
            if (message.length - at < length) {
                throw new PeerMisbehaved("opponent sent a malformed " + what + " (truncated field)");
            }
            byte[] field = new byte[length];
            System.arraycopy(message, at, field, 0, length);
            fields.add(field);
            at += length;
        }
        return fields;
    }
}
