package ks.net;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.TimeUnit;

/**
 * A socket's input that gives up at a fixed moment however the bytes trickle in: before every read it
 * sets the socket's timeout to the time left, so a caller sending one byte a second cannot stretch a
 * call past its deadline. {@link #lift()} ends the deadline once the call has become the game's
 * connection, whose reads set their own timeouts. Used by one thread at a time.
 */
final class DeadlineInput extends FilterInputStream {
    private final Socket socket;
    private final long deadlineNanos;
    private boolean lifted;

    DeadlineInput(Socket socket, long deadlineNanos) throws IOException {
        super(socket.getInputStream());
        this.socket = socket;
        this.deadlineNanos = deadlineNanos;
    }

    void lift() {
        lifted = true;
    }

    @Override
    public int read() throws IOException {
        limit();
        return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        limit();
        return in.read(b, off, len);
    }

    private void limit() throws IOException {
        if (lifted) {
            return;
        }
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
            throw new SocketTimeoutException("the call's time is up");
        }
        socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, TimeUnit.NANOSECONDS.toMillis(left) + 1)));
    }
}
