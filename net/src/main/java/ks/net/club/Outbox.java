package ks.net.club;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.GatheringByteChannel;
import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The frames waiting to leave on one connection: queued by any thread (under the outbox's own
 * lock, which the sender holds while sealing, so frames are queued in the order of their
 * counters), written and removed only by the I/O loop, which takes no lock to write. Past
 * {@code limit} bytes the connection is too slow: the outbox shuts, queues nothing more, and the
 * loop's next flush throws away what waits instead of writing it, so a member is never sent a
 * frame after one cut short. Every frame thrown away tells the attempt it answered, which is then
 * counted as dropped instead of timed ({@link MoveTimes}).
 */
final class Outbox {

    /** A frame waiting to be written, and the attempt it answers (null: none), told when it has left. */
    private record Outgoing(ByteBuffer bytes, MoveTimes.Move answers) {
    }

    /** At most this many frames go in one write: the four a move sends a member fit in one. */
    private static final int GATHER = 16;

    private final long limit;
    /** The loop's own scratch for a gathering write. */
    private final Outgoing[] gathering = new Outgoing[GATHER];
    private final ByteBuffer[] buffers = new ByteBuffer[GATHER];
    private final ConcurrentLinkedQueue<Outgoing> out = new ConcurrentLinkedQueue<>();
    private final AtomicLong queued = new AtomicLong();
    /** Set under the lock, so no frame is queued after it; only the loop removes frames. */
    private volatile boolean shut;

    Outbox(long limit) {
        this.limit = limit;
    }

    /**
     * Queues a frame answering {@code answers} (null: none); false when this frame took the queue
     * past its limit, so the connection must be closed. Once shut, a frame is thrown away at once.
     */
    synchronized boolean add(ByteBuffer frame, MoveTimes.Move answers) {
        Outgoing o = new Outgoing(frame, answers);
        if (shut) {
            lose(o);
            return true;
        }
        if (queued.addAndGet(frame.remaining()) > limit) {
            shut = true;
            lose(o);
            return false;
        }
        out.add(o);
        return true;
    }

    /**
     * Writes what {@code channel} takes (the loop alone), up to {@value #GATHER} frames a system
     * call; true when everything queued has left, or was thrown away because the outbox is shut.
     */
    boolean flush(GatheringByteChannel channel) throws IOException {
        if (shut) {
            discard();
            return true;
        }
        while (true) {
            int n = 0;
            // Only the loop removes frames, so the head it reads here stays until it polls it.
            for (Outgoing o : out) {
                if (n == GATHER) {
                    break;
                }
                gathering[n] = o;
                buffers[n++] = o.bytes();
            }
            if (n == 0) {
                return true;
            }
            queued.addAndGet(-channel.write(buffers, 0, n));
            for (int i = 0; i < n; i++) {
                Outgoing o = gathering[i];
                gathering[i] = null;
                buffers[i] = null;
                if (o.bytes().hasRemaining()) {
                    Arrays.fill(gathering, i, n, null);
                    Arrays.fill(buffers, i, n, null);
                    return false;
                }
                out.poll();
                if (o.answers() != null) {
                    o.answers().released();
                }
            }
        }
    }

    /** Shuts the outbox and throws away what waits (the loop alone: its connection is closed). */
    void discard() {
        synchronized (this) {
            shut = true;
        }
        for (Outgoing o; (o = out.poll()) != null;) {
            lose(o);
        }
        queued.set(0);
    }

    private static void lose(Outgoing o) {
        if (o.answers() != null) {
            o.answers().lost();
        }
    }
}
