package ks.app.latency;

import java.io.IOException;
import ks.net.protocol.Link;
import ks.net.protocol.Message;

/**
 * A {@link Link} that tells a {@link MoveTimes} when each message came in (as the session's reader
 * has it, decrypted and decoded) and when each left (written to the socket), so a side's own work
 * on a move is timed inside its process without touching the session.
 */
final class TimedLink implements Link {

    private final Link link;
    private final MoveTimes times;

    TimedLink(Link link, MoveTimes times) {
        this.link = link;
        this.times = times;
    }

    @Override
    public void send(Message message) throws IOException {
        link.send(message);
        times.sent(message, System.nanoTime());
    }

    @Override
    public Message receive(long timeoutMillis) throws IOException {
        Message m = link.receive(timeoutMillis);
        if (m != null) {
            times.received(m, System.nanoTime());
        }
        return m;
    }

    @Override
    public void close() {
        link.close();
    }
}
