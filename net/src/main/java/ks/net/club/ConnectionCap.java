package ks.net.club;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How many connections the club holds at once, and which gives way to a new one past that: the
 * oldest of the address that holds the most, one not logged in before a member's. So a flood from
 * one address pushes out only its own connections, and a member from another address still gets
 * in (a school behind one address shares its count). The bound is the lower of {@value #MOST} and
 * half the descriptors the process may still open when the club starts: a club that took every
 * connection ran out of descriptors, and then could accept nobody.
 */
final class ConnectionCap {

    static final int MOST = 10_000;
    /** Below this a club could not serve a class; a process with fewer descriptors fails anyway. */
    private static final int LEAST = 16;

    private final int bound;
    /** How many connections each address holds now. */
    private final Map<String, Integer> held = new HashMap<>();

    ConnectionCap(int bound) {
        this.bound = Math.max(LEAST, bound);
    }

    /** The cap for this process: {@value #MOST}, or half its free descriptors if fewer. */
    static ConnectionCap forThisProcess() {
        return new ConnectionCap((int) Math.min(MOST, Descriptors.free() / 2));
    }

    int bound() {
        return bound;
    }

    /** {@code p} was added to the connections. */
    void opened(Peer p) {
        held.merge(p.from, 1, Integer::sum);
    }

    /** {@code p} was taken out of the connections. */
    void closed(Peer p) {
        held.computeIfPresent(p.from, (from, n) -> n == 1 ? null : n - 1);
    }

    /**
     * The connection to push out now that {@code peers} (oldest first) holds one more, or null
     * while they are within the bound.
     */
    Peer pushedOut(List<Peer> peers) {
        if (peers.size() <= bound) {
            return null;
        }
        String most = held.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        Peer oldest = null;
        for (Peer p : peers) {
            if (p.from.equals(most)) {
                if (p.member == null) {
                    return p;
                }
                if (oldest == null) {
                    oldest = p;
                }
            }
        }
        return oldest;
    }
}
