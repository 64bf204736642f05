package ks.net.protocol;

import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Two {@link Link}s joined back to back in one process. Every message is encoded and decoded
 * on the way, so a practice game exercises exactly the bytes a network game sends.
 */
public final class InMemoryLink implements Link {

    private static final byte[] CLOSED = new byte[0];

    private final BlockingQueue<byte[]> in;
    private final BlockingQueue<byte[]> out;
    private volatile boolean closed;
    private volatile boolean silent;

    private InMemoryLink(BlockingQueue<byte[]> in, BlockingQueue<byte[]> out) {
        this.in = in;
        this.out = out;
    }

    /** A connected pair: what one sends, the other receives. */
    public static InMemoryLink[] pair() {
        BlockingQueue<byte[]> ab = new LinkedBlockingQueue<>();
        BlockingQueue<byte[]> ba = new LinkedBlockingQueue<>();
        return new InMemoryLink[] {new InMemoryLink(ba, ab), new InMemoryLink(ab, ba)};
    }

    @Override
    public void send(Message message) throws IOException {
        if (closed) {
            throw new IOException("connection closed");
        }
        if (!silent) {
            out.add(WireCodec.encode(message));
        }
    }

    /** An in-memory send is never held. */
    @Override
    public long sendHeld(Message message, LongSupplier nanos) throws IOException {
        send(message);
        return 0;
    }

    /** Sends {@code bytes} as they are: what a modified peer can send that no {@link Message} lets it build. */
    void sendBytes(byte[] bytes) throws IOException {
        if (closed) {
            throw new IOException("connection closed");
        }
        out.add(bytes);
    }

    /** How many of the messages sent from this side the other has not received yet. */
    int unreadByPeer() {
        return out.size();
    }

    @Override
    public Message receive(long timeoutMillis) throws IOException {
        if (closed) {
            throw new IOException("connection closed");
        }
        byte[] bytes;
        try {
            bytes = in.poll(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
        if (bytes == null || silent) {
            return null;
        }
        if (bytes == CLOSED) {
            closed = true;
            throw new IOException("the other side closed the connection");
        }
        return WireCodec.decode(bytes);
    }

    /**
     * From now on nothing passes either way, and nothing fails: what a pulled cable looks like
     * to a program (for tests of the heartbeat and reconnection).
     */
    void silence() {
        silent = true;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            out.add(CLOSED);
        }
    }
}
