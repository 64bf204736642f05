package ks.net.protocol;

import java.io.Closeable;
import java.io.IOException;

/**
 * A two-way, ordered, reliable path for protocol messages between the two sides of a game:
 * an encrypted TCP connection, or an in-memory pair for practice games and tests. The
 * protocol code above it is the same either way.
 */
public interface Link extends Closeable {

    /** Sends one message; fails if the link is gone. */
    void send(Message message) throws IOException;

    /**
     * Waits up to {@code timeoutMillis} for the next message; null on time-out. A closed link
     * or a malformed message is an {@link IOException} whose message says what was wrong.
     */
    Message receive(long timeoutMillis) throws IOException;

    @Override
    void close();
}
