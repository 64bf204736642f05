package ks.net.club.web;

import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import org.eclipse.jetty.util.Callback;

/**
 * The bytes of answers built and not yet written, in all and by the address they go to: a visitor
 * who asks and never reads holds their answer in memory until the connection's 30 s of silence,
 * or longer if they read a byte now and then. Past its address's share a request is refused before
 * its answer is built. Past the bound of all, the answer of the address that holds the most whose
 * reader has taken nothing for longest gives way (its connection is closed), as a member's
 * connection gives way on the members' port, when the address asking holds less; else the request
 * is refused. The stalest, not the oldest: a school's visitors share its address, and one of them
 * asking for pages and never reading them made that address the one to give way, whose oldest
 * answer was as likely an honest visitor's still being read (a large download, on a slow link). So slow readers from many
 * addresses, each within its share, cannot shut the page to everybody else, and memory stays
 * within the bound of all and the answers being built. Bounding bytes rather than requests serves
 * a school behind one address, whose visitors read what they ask for, as readily as anyone.
 */
final class Unread {

    /** An answer being written: its bytes, how to close its connection, and how long it has taken nothing (ms). */
    private record Pending(long bytes, Runnable close, LongSupplier idle) {
    }

    /** What one address holds: its bytes, and its answers. */
    private static final class Held {
        long bytes;
        final ArrayDeque<Pending> answers = new ArrayDeque<>();
    }

    private final long perAddress;
    private final long total;
    private final Map<String, Held> byAddress = new HashMap<>();
    private long all;

    Unread(long perAddress, long total) {
        this.perAddress = perAddress;
        this.total = total;
    }

    /**
     * Whether an answer to {@code address} may be built now; past the bound of all this closes the
     * stalest answer of the address holding the most, if it holds more than {@code address}.
     */
    boolean admit(String address) {
        Pending evicted;
        synchronized (this) {
            long own = heldBy(address);
            if (own >= perAddress) {
                return false;
            }
            if (all < total) {
                return true;
            }
            Held most = null;
            for (Held h : byAddress.values()) {
                if (most == null || h.bytes > most.bytes) {
                    most = h;
                }
            }
            if (most == null || most.bytes <= own || most.answers.isEmpty()) {
                return false;
            }
            evicted = most.answers.stream().max(Comparator.comparingLong(p -> p.idle().getAsLong())).orElseThrow();
        }
        // Outside the lock: the write it closes fails, and its bytes are let go, on Jetty's thread or this one.
        evicted.close().run();
        return true;
    }

    /**
     * Counts {@code bytes} to {@code address} until {@code callback}'s write completes, whichever
     * way; {@code close} closes the connection it is written on, should it have to give way, and
     * {@code idle} tells how long that connection has taken nothing, in milliseconds.
     */
    Callback counted(String address, long bytes, Runnable close, LongSupplier idle, Callback callback) {
        Pending p = new Pending(bytes, close, idle);
        add(address, p);
        return new Callback.Nested(callback) {
            @Override
            public void succeeded() {
                remove(address, p);
                super.succeeded();
            }

            @Override
            public void failed(Throwable x) {
                remove(address, p);
                super.failed(x);
            }
        };
    }

    private long heldBy(String address) {
        Held h = byAddress.get(address);
        return h == null ? 0 : h.bytes;
    }

    private synchronized void add(String address, Pending p) {
        Held h = byAddress.computeIfAbsent(address, a -> new Held());
        h.bytes += p.bytes();
        h.answers.addLast(p);
        all += p.bytes();
    }

    private synchronized void remove(String address, Pending p) {
        Held h = byAddress.get(address);
        if (h == null || !h.answers.remove(p)) {
            return;
        }
        h.bytes -= p.bytes();
        all -= p.bytes();
        if (h.answers.isEmpty()) {
            byAddress.remove(address);
        }
    }
}
