package ks.net.club.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;

/**
 * Closes a connection that has not sent a whole request's headers within the deadline of opening
 * or of its last answer, as a slow-loris client trickling a byte now and then never does: the idle
 * timeout alone would keep it open for as long as it trickles. Jetty holds no thread for such a
 * connection, but each still holds a socket.
 */
final class HeaderDeadline implements Connection.Listener {

    private final long deadlineNanos;
    /** Connections waiting for a request's headers, and since when. */
    private final Map<Connection, Long> waiting = new ConcurrentHashMap<>();

    HeaderDeadline(long deadlineNanos) {
        this.deadlineNanos = deadlineNanos;
    }

    @Override
    public void onOpened(Connection c) {
        waiting.put(c, System.nanoTime());
    }

    @Override
    public void onClosed(Connection c) {
        waiting.remove(c);
    }

    /** A request's headers arrived on {@code c}. */
    void started(Connection c) {
        waiting.remove(c);
    }

    /** {@code c} was answered and, if still open, waits for its next request. */
    void answered(Connection c) {
        if (c.getEndPoint().isOpen()) {
            waiting.put(c, System.nanoTime());
        }
    }

    /** Closes every connection past its deadline (run every second). */
    void sweep() {
        long now = System.nanoTime();
        waiting.forEach((c, since) -> {
            if (now - since > deadlineNanos && waiting.remove(c, since)) {
                c.getEndPoint().close();
            }
        });
    }
}
