package ks.net;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import ks.text.Printable;

/**
 * A frame after the greetings: its first byte says what the rest is. {@code H} a handshake step,
 * {@code M} a sealed (encrypted, authenticated, padded) message, {@code E} a refusal in words, so a side
 * that turns the other away can say why before hanging up. A refusal is never authenticated: it is
 * shown to the player (cleaned) and changes nothing else.
 */
record TaggedFrame(byte tag, byte[] body) {
    static final byte HANDSHAKE = 'H';
    static final byte SEALED = 'M';
    static final byte REFUSAL = 'E';
    /** Refusals are one line for a person; longer ones are cut. */
    static final int MAX_REFUSAL_BYTES = 500;

    static TaggedFrame read(FrameReader reader, int limit) throws IOException {
        byte[] frame = reader.read(limit);
        if (frame.length == 0) {
            throw new ProtocolException("an empty frame where a tagged one belongs");
        }
        return new TaggedFrame(frame[0], Arrays.copyOfRange(frame, 1, frame.length));
    }

    static void write(FrameWriter writer, byte tag, byte[] body) throws IOException {
        byte[] frame = new byte[body.length + 1];
        frame[0] = tag;
        System.arraycopy(body, 0, frame, 1, body.length);
        writer.write(frame);
    }

    /** Tells the other side in words why we hang up; it may be gone already, which loses only the words. */
    static void refuse(FrameWriter writer, String why) {
        byte[] text = why.getBytes(StandardCharsets.UTF_8);
        try {
            write(writer, REFUSAL, Arrays.copyOf(text, Math.min(text.length, MAX_REFUSAL_BYTES)));
        } catch (IOException e) {
            // The words are a courtesy; the caller hangs up either way.
        }
    }

    boolean is(byte wanted) {
        return tag == wanted;
    }

    /** A refusal's words, made safe to show and cut to one line's worth (bad UTF-8 becomes U+FFFD). */
    String refusal() {
        return Printable.line(new String(body, StandardCharsets.UTF_8), MAX_REFUSAL_BYTES);
    }
}
