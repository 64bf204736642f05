package ks.net.joint;

import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.crypto.twopc.Transport;
import ks.net.protocol.Link;
import ks.net.protocol.Message;

/**
 * The two-party computation's {@link Transport} over a game's {@link Link}: what the computation
 * sends goes out as a {@link Message.Compute} (sealed and padded like every message of the link);
 * what arrives is handed in by the link's reader ({@link #deliver}), never through the game's
 * worker, so a question computes while the game handles commands. At most {@value #BACKLOG}
 * messages wait unread: a peer that floods more is cut off. A receive waits at most
 * {@value #SILENCE_SECONDS} s (the link's own heartbeat notices a dead peer sooner).
 */
final class LinkTransport implements Transport {

    static final int BACKLOG = 64;
    static final int SILENCE_SECONDS = 60;
    private static final byte[] CLOSED = new byte[0];

    private final Link link;
    private final BlockingQueue<byte[]> in = new ArrayBlockingQueue<>(BACKLOG + 1);
    private volatile boolean closed;

    LinkTransport(Link link) {
        this.link = link;
    }

    /** A message of the computation read from the link. False when too many wait unread: the peer floods. */
    boolean deliver(byte[] message) {
        if (closed) {
            return true;
        }
        return in.size() < BACKLOG && in.offer(message);
    }

    @Override
    public void send(byte[] message) throws IOException {
        if (closed) {
            throw new IOException("the computation was stopped");
        }
        link.send(new Message.Compute(message));
    }

    @Override
    public byte[] receive() throws IOException {
        byte[] m;
        try {
            m = in.poll(SILENCE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
        if (m == null) {
            throw new IOException("the other process sent nothing of the computation for " + SILENCE_SECONDS + " s");
        }
        if (m == CLOSED) {
            in.offer(CLOSED);
            throw new IOException("the computation was stopped");
        }
        return m;
    }

    /** Stops the computation: a receive under way fails; the link itself is the session's to close. */
    @Override
    public void close() {
        closed = true;
        in.clear();
        in.offer(CLOSED);
    }
}
