package ks.net.protocol;

import java.io.Closeable;
import java.io.IOException;
import java.util.function.LongSupplier;

/**
 * A two-way, ordered, reliable path for protocol messages between the two sides of a game:
 * an encrypted TCP connection, or an in-memory pair for practice games and tests. The
 * protocol code above it is the same either way.
 */
public interface Link extends Closeable {

    /** Sends one message; fails if the link is gone. */
    void send(Message message) throws IOException;

    /**
     * Sends one message and returns how long the link held it, in nanoseconds of {@code nanos}: the
     * time the send took, which over a connection is the time its write waited for the peer to take
     * it (a peer that stops reading holds it once the buffers are full). A link that never holds a
     * send (an in-memory pair) says 0, so that a test's hand-moved time passing as it sends is not
     * taken for a send held.
     */
    default long sendHeld(Message message, LongSupplier nanos) throws IOException {
        long from = nanos.getAsLong();
        send(message);
        return Math.max(0, nanos.getAsLong() - from);
    }

    /**
     * Waits up to {@code timeoutMillis} for the next message; null on time-out. A closed link
     * or a malformed message is an {@link IOException} whose message says what was wrong.
     */
    Message receive(long timeoutMillis) throws IOException;

    @Override
    void close();
}
