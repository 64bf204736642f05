package ks.crypto.twopc;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import ks.crypto.PeerMisbehaved;

/**
 * Two transports joined in memory by bounded queues, one per direction, for tests: a send blocks
 * while the other side's queue is full, and a receive waits at most the given time. Once either end
 * is closed, both ends' sends and receives fail at once (messages already queued are still read).
 */
public final class InMemoryTransport implements Transport {
    private static final long POLL_MILLIS = 50;

    private final BlockingQueue<byte[]> inbox;
    private final BlockingQueue<byte[]> outbox;
    private final AtomicBoolean closed;
    private final int maxMessageBytes;
    private final Duration timeout;

    private InMemoryTransport(BlockingQueue<byte[]> inbox, BlockingQueue<byte[]> outbox, AtomicBoolean closed,
            int maxMessageBytes, Duration timeout) {
        this.inbox = inbox;
        this.outbox = outbox;
        this.closed = closed;
        this.maxMessageBytes = maxMessageBytes;
        this.timeout = timeout;
    }

    /** Two joined ends, queues of 16 messages, messages up to {@link Limits#MAX_MESSAGE_BYTES}, 60 s to wait. */
    public static InMemoryTransport[] pair() {
        return pair(16, Limits.MAX_MESSAGE_BYTES, Duration.ofSeconds(60));
    }

    /** Two joined ends with queues of {@code capacity} messages, each end accepting up to {@code maxMessageBytes}. */
    public static InMemoryTransport[] pair(int capacity, int maxMessageBytes, Duration timeout) {
        BlockingQueue<byte[]> ab = new ArrayBlockingQueue<>(capacity);
        BlockingQueue<byte[]> ba = new ArrayBlockingQueue<>(capacity);
        AtomicBoolean closed = new AtomicBoolean();
        return new InMemoryTransport[] {
            new InMemoryTransport(ba, ab, closed, maxMessageBytes, timeout),
            new InMemoryTransport(ab, ba, closed, maxMessageBytes, timeout),
        };
    }

    @Override
    public void send(byte[] message) throws IOException {
        byte[] copy = message.clone();
        try {
            while (!outbox.offer(copy, POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (closed.get()) {
                    throw new IOException("the connection is closed");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while sending");
        }
    }

    @Override
    public byte[] receive() throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        byte[] message;
        try {
            do {
                message = inbox.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (message == null && closed.get()) {
                    throw new IOException("the other party closed the connection");
                }
            } while (message == null && System.nanoTime() < deadline);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while receiving");
        }
        if (message == null) {
            throw new IOException("no message from the other party within " + timeout.toSeconds() + " s");
        }
        if (message.length > maxMessageBytes) {
            throw new PeerMisbehaved("the other party sent a message of " + message.length + " bytes, more than the limit of "
                    + maxMessageBytes);
        }
        return message;
    }

    @Override
    public void close() {
        closed.set(true);
    }
}
