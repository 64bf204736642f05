package ks.net.club.web;

import java.util.HashMap;
import java.util.Map;
import org.eclipse.jetty.util.Callback;

/**
 * The bytes of answers built and not yet written, in all and by the address they go to: a visitor
 * who asks and never reads holds their answer in memory until the connection's 30 s of silence,
 * or longer if they read a byte now and then. Past either bound a request is refused before its
 * answer is built. Bounding bytes rather than requests serves a school behind one address, whose
 * visitors read what they ask for, as readily as anyone.
 */
final class Unread {

    private final long perAddress;
    private final long total;
    private final Map<String, Long> byAddress = new HashMap<>();
    private long all;

    Unread(long perAddress, long total) {
        this.perAddress = perAddress;
        this.total = total;
    }

    /** Whether an answer to {@code address} must wait until more of what was sent is read. */
    synchronized boolean full(String address) {
        return all >= total || byAddress.getOrDefault(address, 0L) >= perAddress;
    }

    /** Counts {@code bytes} to {@code address} until {@code callback}'s write completes, whichever way. */
    Callback counted(String address, long bytes, Callback callback) {
        add(address, bytes);
        return new Callback.Nested(callback) {
            @Override
            public void succeeded() {
                add(address, -bytes);
                super.succeeded();
            }

            @Override
            public void failed(Throwable x) {
                add(address, -bytes);
                super.failed(x);
            }
        };
    }

    private synchronized void add(String address, long bytes) {
        all += bytes;
        long left = byAddress.getOrDefault(address, 0L) + bytes;
        if (left == 0) {
            byAddress.remove(address);
        } else {
            byAddress.put(address, left);
        }
    }
}
