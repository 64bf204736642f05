package ks.net;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;

/**
 * Reads length-prefixed frames written by {@link FrameWriter}. The length is checked against the
 * limit before any payload buffer is allocated, so a hostile length costs nothing. A read that times
 * out (a socket with {@code SO_TIMEOUT}) keeps the bytes received so far and the next {@link #read()}
 * continues the same frame, which makes read timeouts safe to use for polling. After a
 * {@link ProtocolException} the stream is out of step and the reader refuses further use.
 */
public final class FrameReader {
    /** The largest payload a frame may carry unless a reader is built with another limit: 1 MiB. */
    public static final int MAX_FRAME_BYTES = 1 << 20;

    private final InputStream in;
    private final int maxFrameBytes;
    private final byte[] header = new byte[Integer.BYTES];
    private int headerFilled;
    private byte[] payload;
    private int payloadFilled;
    private ProtocolException broken;

    public FrameReader(InputStream in) {
        this(in, MAX_FRAME_BYTES);
    }

    public FrameReader(InputStream in, int maxFrameBytes) {
        if (maxFrameBytes < 0) {
            throw new IllegalArgumentException("frame limit must not be negative: " + maxFrameBytes);
        }
        this.in = in;
        this.maxFrameBytes = maxFrameBytes;
    }

    /**
     * Blocks until a whole frame has arrived and returns its payload.
     *
     * @throws EOFException if the peer closed the connection cleanly between frames
     * @throws ProtocolException if the length is negative or above the limit, or the connection ended
     *     inside a frame
     * @throws SocketTimeoutException if the socket's read timeout passed; calling again resumes
     */
    public byte[] read() throws IOException {
        return read(maxFrameBytes);
    }

    /** Like {@link #read()} with a tighter limit for this one frame, e.g. for a greeting. */
    public byte[] read(int limit) throws IOException {
        if (broken != null) {
            throw broken;
        }
        try {
            return readFrame(Math.min(limit, maxFrameBytes));
        } catch (ProtocolException e) {
            broken = e;
            throw e;
        }
    }

    private byte[] readFrame(int limit) throws IOException {
        while (headerFilled < header.length) {
            int n = in.read(header, headerFilled, header.length - headerFilled);
            if (n < 0) {
                if (headerFilled == 0) {
                    throw new EOFException("connection closed by peer");
                }
                throw new ProtocolException("connection closed inside a frame header");
            }
            headerFilled += n;
        }
        if (payload == null) {
            int length = ((header[0] & 0xff) << 24) | ((header[1] & 0xff) << 16)
                    | ((header[2] & 0xff) << 8) | (header[3] & 0xff);
            if (length < 0) {
                throw new ProtocolException("garbage on the connection: frame length " + (length & 0xffffffffL));
            }
            if (length > limit) {
                throw new ProtocolException("frame of " + length + " bytes exceeds the limit of " + limit + " bytes");
            }
            payload = new byte[length];
            payloadFilled = 0;
        }
        while (payloadFilled < payload.length) {
            int n = in.read(payload, payloadFilled, payload.length - payloadFilled);
            if (n < 0) {
                throw new ProtocolException("connection closed inside a frame (" + payloadFilled + " of "
                        + payload.length + " bytes received)");
            }
            payloadFilled += n;
        }
        byte[] frame = payload;
        payload = null;
        headerFilled = 0;
        return frame;
    }
}
