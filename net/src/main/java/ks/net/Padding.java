package ks.net;

import java.nio.ByteBuffer;
import java.util.Arrays;
import ks.crypto.SecureChannel;

/**
 * Sealed frames come in a few fixed sizes, so their lengths do not tell an onlooker which message went
 * by or how many announcements it carried. Before sealing, a message becomes its length (four bytes,
 * big-endian), the message and zeros, exactly as long as makes the whole frame body (tag byte, counter,
 * ciphertext, authentication tag) one of {@link #FRAME_SIZES}: 2 KiB for everything a game sends ply by
 * ply, then 16 KiB, 128 KiB and 1 MiB (the frame limit) for the rare long ones such as the reveal at
 * the end.
 */
public final class Padding {
    static final int[] FRAME_SIZES = {2 << 10, 16 << 10, 128 << 10, FrameReader.MAX_FRAME_BYTES};
    private static final int LENGTH_BYTES = Integer.BYTES;
    private static final int FRAME_OVERHEAD = 1 + SecureChannel.OVERHEAD;
    /** The longest message that fits the largest frame. */
    static final int MAX_MESSAGE_BYTES = FrameReader.MAX_FRAME_BYTES - FRAME_OVERHEAD - LENGTH_BYTES;

    private Padding() {
    }

    /** The message framed with its length and padded; throws for one longer than {@link #MAX_MESSAGE_BYTES}. */
    public static byte[] pad(byte[] message) {
        for (int frame : FRAME_SIZES) {
            int padded = frame - FRAME_OVERHEAD;
            if (LENGTH_BYTES + message.length <= padded) {
                return ByteBuffer.allocate(padded).putInt(message.length).put(message).array();
            }
        }
        throw new IllegalArgumentException("a message of " + message.length + " bytes is longer than the "
                + MAX_MESSAGE_BYTES + " a frame can carry");
    }

    /** The length of a frame's plaintext for the smallest size, the one nearly every message takes. */
    public static final int SMALLEST_PADDED = FRAME_SIZES[0] - FRAME_OVERHEAD;

    /**
     * {@link #pad}, written into {@code scratch} (of {@link #SMALLEST_PADDED} bytes) when the message
     * takes the smallest size, else into a new array: a sender that seals at once reuses one array.
     */
    public static byte[] pad(byte[] message, byte[] scratch) {
        if (scratch.length != SMALLEST_PADDED || LENGTH_BYTES + message.length > SMALLEST_PADDED) {
            return pad(message);
        }
        ByteBuffer.wrap(scratch).putInt(message.length).put(message);
        Arrays.fill(scratch, LENGTH_BYTES + message.length, scratch.length, (byte) 0);
        return scratch;
    }

    /** The message inside a padded plaintext; a size or padding that {@link #pad} never makes is refused. */
    public static byte[] unpad(byte[] padded) throws ProtocolException {
        boolean knownSize = false;
        for (int frame : FRAME_SIZES) {
            knownSize |= padded.length == frame - FRAME_OVERHEAD;
        }
        ByteBuffer in = ByteBuffer.wrap(padded);
        int length = knownSize ? in.getInt() : -1;
        if (length < 0 || length > padded.length - LENGTH_BYTES) {
            throw new ProtocolException("a sealed frame that is not padded as ks pads them");
        }
        byte[] message = new byte[length];
        in.get(message);
        while (in.hasRemaining()) {
            if (in.get() != 0) {
                throw new ProtocolException("a sealed frame whose padding is not zeros");
            }
        }
        return message;
    }
}
