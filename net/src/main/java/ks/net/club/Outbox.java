package ks.net.club;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The frames waiting to leave on one connection: queued by any thread (under the outbox's own
 * lock, which the sender holds while sealing, so frames are queued in the order of their
 * counters), written only by the I/O loop, which takes no lock to write. Past {@code limit}
 * bytes the connection is too slow and must be closed.
 */
final class Outbox {

    /** A frame waiting to be written, and the attempt it answers (null: none), told when it has left. */
    private record Outgoing(ByteBuffer bytes, MoveTimes.Move answers) {
    }

    private final long limit;
    private final ConcurrentLinkedQueue<Outgoing> out = new ConcurrentLinkedQueue<>();
    private final AtomicLong queued = new AtomicLong();

    Outbox(long limit) {
        this.limit = limit;
    }

    /** Queues a frame answering {@code answers} (null: none); false when the queue went past its limit. */
    synchronized boolean add(ByteBuffer frame, MoveTimes.Move answers) {
        out.add(new Outgoing(frame, answers));
        if (queued.addAndGet(frame.remaining()) > limit) {
            out.clear();
            queued.set(0);
            return false;
        }
        return true;
    }

    /** Writes what {@code channel} takes (the loop alone); true when everything queued has left. */
    boolean flush(WritableByteChannel channel) throws IOException {
        for (Outgoing o; (o = out.peek()) != null;) {
            queued.addAndGet(-channel.write(o.bytes()));
            if (o.bytes().hasRemaining()) {
                return false;
            }
            out.poll();
            if (o.answers() != null) {
                o.answers().released();
            }
        }
        return true;
    }
}
