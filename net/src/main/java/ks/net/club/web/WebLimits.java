package ks.net.club.web;

import java.time.Duration;
import ks.net.club.Descriptors;

/**
 * What the web page gives its visitors at most: the requests it works on at once (each may hold a
 * database connection), how many more wait and for how long before they are answered 503, the
 * time a connection has to send a request's headers, how long it may stay silent, how many
 * connections may be open at once, and how many bytes of answers may wait to be read by one
 * address and by all.
 */
public record WebLimits(int working, int waiting, Duration busyWait, Duration headerDeadline, Duration idleTimeout,
        int connections, long unreadPerAddress, long unreadTotal) {

    /**
     * Eight requests at once, 64 more waiting up to 5 s; 10 s to send the headers, 30 s of
     * silence, 1,000 connections; 16 MiB unread by one address, 128 MiB by all.
     */
    public static final WebLimits DEFAULT = new WebLimits(8, 64, Duration.ofSeconds(5), Duration.ofSeconds(10),
            Duration.ofSeconds(30), 1_000, 16L << 20, 128L << 20);

    /**
     * These limits with at most a quarter of the descriptors the process may still open as its
     * connections (16 at least): the members' port takes half, and a flood of the page could
     * otherwise leave the process none to accept a member with.
     */
    public WebLimits withinDescriptors() {
        return new WebLimits(working, waiting, busyWait, headerDeadline, idleTimeout,
                (int) Math.max(16, Math.min(connections, Descriptors.free() / 4)), unreadPerAddress, unreadTotal);
    }

    /**
     * These limits with at most an eighth of the largest heap the process may have unread in all, and
     * an address's share no more than half of that: the answers waiting are on the heap, and the club's
     * launcher gives the club 378 MB of it when the machine's default is less (a quarter of its
     * memory), where 128 MiB held by strangers left the games little room.
     */
    public WebLimits withinHeap() {
        return withinHeap(Runtime.getRuntime().maxMemory());
    }

    /** {@link #withinHeap()} for a heap of at most {@code maxHeap} bytes. */
    WebLimits withinHeap(long maxHeap) {
        long all = Math.min(unreadTotal, maxHeap / 8);
        return withUnread(Math.min(unreadPerAddress, all / 2), all);
    }

    public WebLimits withWork(int atOnce, int more, Duration wait) {
        return new WebLimits(atOnce, more, wait, headerDeadline, idleTimeout, connections, unreadPerAddress,
                unreadTotal);
    }

    public WebLimits withHeaderDeadline(Duration d) {
        return new WebLimits(working, waiting, busyWait, d, idleTimeout, connections, unreadPerAddress, unreadTotal);
    }

    public WebLimits withIdleTimeout(Duration d) {
        return new WebLimits(working, waiting, busyWait, headerDeadline, d, connections, unreadPerAddress, unreadTotal);
    }

    public WebLimits withConnections(int atOnce) {
        return new WebLimits(working, waiting, busyWait, headerDeadline, idleTimeout, atOnce, unreadPerAddress,
                unreadTotal);
    }

    public WebLimits withUnread(long perAddress, long total) {
        return new WebLimits(working, waiting, busyWait, headerDeadline, idleTimeout, connections, perAddress, total);
    }
}
