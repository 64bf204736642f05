package ks.net;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Gives up a {@link Connection} whose peer has taken nothing we sent for the connection's limit. A
 * socket write has no timeout in Java, and TCP keeps a connection whose window a peer holds shut alive
 * as long as the peer likes: a modified opponent that stops reading would hold our sending thread
 * forever, and every thread that sends after it (the session's worker, the heartbeat) behind the
 * connection's lock. One daemon thread looks at the writes under way a few times a second and closes
 * the socket under a write older than its limit, which makes that write, and the reads, fail as a lost
 * connection (docs/reliability.md, "A peer that stops reading").
 */
final class BlockedWrites {
    private static final long LOOK_EVERY_MILLIS = 250;
    private static final Set<Connection> WATCHED = ConcurrentHashMap.newKeySet();
    private static volatile Thread watcher;

    private BlockedWrites() {
    }

    static void watch(Connection c) {
        WATCHED.add(c);
        if (watcher == null) {
            start();
        }
    }

    private static synchronized void start() {
        if (watcher == null) {
            watcher = new Thread(BlockedWrites::look, "ks-blocked-writes");
            watcher.setDaemon(true);
            watcher.start();
        }
    }

    static void forget(Connection c) {
        WATCHED.remove(c);
    }

    private static void look() {
        while (true) {
            try {
                Thread.sleep(LOOK_EVERY_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (Connection c : WATCHED) {
                try {
                    if (c.giveUpIfWriteBlocked(now)) {
                        WATCHED.remove(c);
                    }
                } catch (RuntimeException e) {
                    // One connection's trouble must not end the watch over every other.
                    WATCHED.remove(c);
                }
            }
        }
    }
}
