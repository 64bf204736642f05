package ks.net.club.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import ks.net.club.Origins;
import org.eclipse.jetty.io.Connection;

/**
 * How many connections the web page holds at once, and which gives way to a new one past that: of
 * the network holding the most (an IPv4 /24, an IPv6 /64), the oldest connection of its address
 * ({@link Origins}) holding the most; of networks holding as many, the one whose oldest came first,
 * so a newcomer is never the one to give way unless its own network holds the most. Counting
 * networks, not addresses, makes one who holds many addresses of a network (a LAN, a hosting
 * block) one holder; its neighbours in that network lose their connections only after its own. The
 * table of addresses once kept no order, and of many addresses holding one connection each the
 * first in it gave way, the newcomer's own when its address came first. Jetty's own limit stopped
 * accepting at the bound instead, so one address holding every connection (a request now and then
 * on each, which the header deadline allows for ever) kept every other visitor waiting in the
 * kernel's queue for as long as it went on. Jetty's limit stays as the hard bound above this one
 * ({@link #givingWayFrom}), for descriptors: a flood's sockets are accepted faster than the ones that
 * gave way are closed.
 */
final class WebConnections implements Connection.Listener {

    private final int bound;
    /** The open connections, each with the number of its opening. */
    private final Map<Connection, Long> opened = new IdentityHashMap<>();
    private long count;

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
            opened.put(c, count++);
            if (opened.size() > bound) {
                out = givingWay();
                opened.remove(out);
            }
        }
        if (out != null) {
            out.getEndPoint().close();
        }
    }

    @Override
    public synchronized void onClosed(Connection c) {
        opened.remove(c);
    }

    /** The oldest connection of the busiest address of the busiest network. */
    private Connection givingWay() {
        List<Connection> oldestFirst = new ArrayList<>(opened.keySet());
        oldestFirst.sort(Comparator.comparing(opened::get));
        return oldestOfTheMost(oldestOfTheMost(oldestFirst, WebConnections::network), WebConnections::origin).get(0);
    }

    /** Of {@code connections} (oldest first), those of the key holding the most; of keys holding as many, the one whose oldest came first. */
    private static List<Connection> oldestOfTheMost(List<Connection> connections, Function<Connection, String> key) {
        // In the order of each key's oldest connection.
        Map<String, List<Connection>> byKey = new LinkedHashMap<>();
        for (Connection c : connections) {
            byKey.computeIfAbsent(key.apply(c), k -> new ArrayList<>()).add(c);
        }
        List<Connection> most = List.of();
        for (List<Connection> held : byKey.values()) {
            if (held.size() > most.size()) {
                most = held;
            }
        }
        return most;
    }

    private static String origin(Connection c) {
        InetAddress address = address(c);
        return address != null ? Origins.of(address) : String.valueOf(c.getEndPoint().getRemoteSocketAddress());
    }

    /** The IPv4 /24 or IPv6 /64 of {@code c} (the /24 of the IPv4 address an IPv6 one carries: {@link Origins}). */
    private static String network(Connection c) {
        String origin = origin(c);
        return origin.contains(":") || !origin.contains(".") ? origin : origin.substring(0, origin.lastIndexOf('.')) + ".0/24";
    }

    private static InetAddress address(Connection c) {
        SocketAddress remote = c.getEndPoint().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet ? inet.getAddress() : null;
    }
}
