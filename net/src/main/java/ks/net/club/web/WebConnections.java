package ks.net.club.web;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import ks.net.club.Origins;
import org.eclipse.jetty.io.Connection;

/**
 * How many connections the web page holds at once, and which gives way to a new one past that: the
 * oldest of the origin ({@link Origins}) holding the most, as on the members' port. Jetty's own limit
 * stopped accepting at the bound instead, so one address holding every connection (a request now and
 * then on each, which the header deadline allows for ever) kept every other visitor waiting in the
 * kernel's queue for as long as it went on. Jetty's limit stays as the hard bound above this one
 * ({@link #givingWayFrom}), for descriptors: a flood's sockets are accepted faster than the ones that
 * gave way are closed. A school behind one address shares its count, and loses connections only while
 * the page is full.
 */
final class WebConnections implements Connection.Listener {

    private final int bound;
    /** The open connections of each origin, oldest first. */
    private final Map<String, Deque<Connection>> byOrigin = new HashMap<>();
    private int open;

    WebConnections(int bound) {
        this.bound = bound;
    }

    /**
     * The bound past which connections give way, under the page's hard bound {@code connections}, at
     * which Jetty stops accepting: an eighth of it below (2 at least), so that giving way keeps the
     * count under the hard bound and a new visitor is accepted rather than left in the kernel's queue.
     */
    static int givingWayFrom(int connections) {
        return Math.max(1, connections - Math.max(2, connections / 8));
    }

    @Override
    public void onOpened(Connection c) {
        Connection out = null;
        synchronized (this) {
            byOrigin.computeIfAbsent(origin(c), o -> new ArrayDeque<>()).add(c);
            open++;
            if (open > bound) {
                Deque<Connection> most = null;
                for (Deque<Connection> held : byOrigin.values()) {
                    if (most == null || held.size() > most.size()) {
                        most = held;
                    }
                }
                out = most.peekFirst();
                forget(out);
            }
        }
        if (out != null) {
            out.getEndPoint().close();
        }
    }

    @Override
    public synchronized void onClosed(Connection c) {
        forget(c);
    }

    private void forget(Connection c) {
        String origin = origin(c);
        Deque<Connection> held = byOrigin.get(origin);
        if (held != null && held.remove(c)) {
            open--;
            if (held.isEmpty()) {
                byOrigin.remove(origin);
            }
        }
    }

    private static String origin(Connection c) {
        SocketAddress remote = c.getEndPoint().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? Origins.of(inet.getAddress()) : String.valueOf(remote);
    }
}
