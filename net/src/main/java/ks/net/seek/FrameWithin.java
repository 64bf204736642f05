package ks.net.seek;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import ks.net.FrameReader;

/**
 * One frame of the seek exchange (a request, an answer) read from a socket whole within a time
 * given, not a read timeout for each byte: a neighbour on the network that sends a frame a byte at
 * a time, each within the timeout, would otherwise hold an asker for hundreds of times its wait and
 * a seeker's one loop of requests, every other asker waiting behind it.
 */
final class FrameWithin {

    private FrameWithin() {
    }

    /**
     * The next frame on {@code socket}, of at most {@link SeekWire#MAX_FRAME_BYTES}; a
     * {@link SocketTimeoutException} when it has not all come within {@code limit}. The socket's
     * read timeout is left at what remained.
     */
    static byte[] read(Socket socket, Duration limit) throws IOException {
        return read(socket, socket.getInputStream(), limit);
    }

    /** The same, reading from {@code in}, the socket's input as another reads it through. */
    static byte[] read(Socket socket, InputStream in, Duration limit) throws IOException {
        long deadline = System.nanoTime() + limit.toNanos();
        InputStream timed = new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new SocketTimeoutException("the frame did not come whole within " + limit.toMillis() + " ms");
                }
                socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, left / 1_000_000)));
                return in.read(b, off, len);
            }
        };
        return new FrameReader(timed, SeekWire.MAX_FRAME_BYTES).read(SeekWire.MAX_FRAME_BYTES);
    }
}
