package ks.net.protocol;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import ks.crypto.twopc.Limits;
import ks.crypto.twopc.Transport;

/**
 * The two-party computation's {@link Transport} over a game's {@link Link}: what the computation
 * sends goes out as {@link Message.Compute} pieces of at most {@value Message.Compute#MAX_PIECE}
 * bytes, so that each, sealed and padded like every message of the link, fits a 128 KiB frame
 * (a table chunk of 448 kB takes four such frames, not one of 1 MiB);
 * what arrives is handed in by the link's reader ({@link #deliver}), never through the game's
 * worker, so a question computes while the game handles commands. At most {@value #BACKLOG}
 * messages wait unread: a peer that floods more is cut off. A receive waits at most
 * {@value #SILENCE_SECONDS} s (the link's own heartbeat notices a dead peer sooner). It counts
 * how long receives waited for the other process ({@link #waitedNanos}), on the session's time
 * source, the receive under way included (a run cut off by a lost link never ends its last one):
 * that time is the other's part of a computation, which a timed game charges to nobody.
 */
final class LinkTransport implements Transport {

    static final int BACKLOG = 64;
    static final int SILENCE_SECONDS = 60;
    private static final byte[] CLOSED = new byte[0];

    private final Link link;
    private final BlockingQueue<byte[]> in = new ArrayBlockingQueue<>(BACKLOG + 1);
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private final LongSupplier nanos;
    /** Receives' waits that ended, in nanoseconds; with {@link #receivingSince}, guarded by this. */
    private long waited;
    private volatile boolean closed;
    /** When the receive under way began, on the session's time source; -1 for none. */
    private long receivingSince = -1;

    LinkTransport(Link link, LongSupplier nanos) {
        this.link = link;
        this.nanos = nanos;
    }

    /** How long receives have waited for the other process so far, the one under way included, in nanoseconds. */
    synchronized long waitedNanos() {
        return waited + (receivingSince < 0 ? 0 : Math.max(0, nanos.getAsLong() - receivingSince));
    }

    /**
     * A piece of a message of the computation, read from the link (on the reader's thread). False
     * when the peer floods: too many messages unread, or a message longer than any the computation sends.
     */
    boolean deliver(Message.Compute piece) {
        if (closed) {
            return true;
        }
        if (partial.size() + piece.bytes().length > Limits.MAX_MESSAGE_BYTES) {
            return false;
        }
        partial.write(piece.bytes(), 0, piece.bytes().length);
        if (piece.more()) {
            return true;
        }
        byte[] message = partial.toByteArray();
        partial.reset();
        return in.size() < BACKLOG && in.offer(message);
    }

    @Override
    public void send(byte[] message) throws IOException {
        if (closed) {
            throw new IOException("the computation was stopped");
        }
        int from = 0;
        do {
            int to = Math.min(message.length, from + Message.Compute.MAX_PIECE);
            link.send(new Message.Compute(Arrays.copyOfRange(message, from, to), to < message.length));
            from = to;
        } while (from < message.length);
    }

    @Override
    public byte[] receive() throws IOException {
        byte[] m;
        long from = receiving();
        try {
            m = in.poll(SILENCE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        } finally {
            received(from);
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

    private synchronized long receiving() {
        receivingSince = nanos.getAsLong();
        return receivingSince;
    }

    private synchronized void received(long from) {
        waited += Math.max(0, nanos.getAsLong() - from);
        receivingSince = -1;
    }

    /** The link is gone: what arrived is still taken in, then a receive fails instead of waiting. */
    void linkGone() {
        in.offer(CLOSED);
    }

    /** Stops the computation: a receive under way fails; the link itself is the session's to close. */
    @Override
    public void close() {
        closed = true;
        in.clear();
        in.offer(CLOSED);
    }
}
