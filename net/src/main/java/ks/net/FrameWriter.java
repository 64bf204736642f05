package ks.net;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;

/**
 * Writes length-prefixed frames: a four-byte big-endian length, then that many payload bytes. It
 * refuses payloads above the frame limit so that we never send what a {@link FrameReader} on the
 * other side must reject. Writes are synchronized, so several threads may share one writer.
 */
public final class FrameWriter {
    private final OutputStream out;
    private final int maxFrameBytes;

    public FrameWriter(OutputStream out) {
        this(out, FrameReader.MAX_FRAME_BYTES);
    }

    public FrameWriter(OutputStream out, int maxFrameBytes) {
        if (maxFrameBytes < 0) {
            throw new IllegalArgumentException("frame limit must not be negative: " + maxFrameBytes);
        }
        this.out = out;
        this.maxFrameBytes = maxFrameBytes;
    }

    /** Sends one frame and flushes it. */
    public synchronized void write(byte[] payload) throws IOException {
        if (payload.length > maxFrameBytes) {
            throw new IllegalArgumentException(
                    "frame of " + payload.length + " bytes exceeds the limit of " + maxFrameBytes + " bytes");
        }
        // One write call for header and payload, so a frame leaves in as few TCP segments as possible.
        ByteBuffer frame = ByteBuffer.allocate(Integer.BYTES + payload.length);
        frame.putInt(payload.length).put(payload);
        out.write(frame.array());
        out.flush();
    }
}
