package ks.net.club;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Makes the handshakes' cryptography (a key agreement and a signature for a member's hello, a
 * verification for its auth: about 0.3 ms of CPU in all) on a thread of its own, so a stranger's
 * flood of handshakes takes that thread and never the I/O loop that carries every member's frames
 * (docs/club.md, *Under attack*). The addresses take turns, one handshake each, so a flood from one
 * address delays a member from another by one handshake a flooding address; at most
 * {@value #WAITING_PER_ADDRESS} wait from one address, and {@link #offer} refuses the next.
 */
final class Greeter implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(Greeter.class.getName());
    /** An honest address has a handful of members connecting at once, a class a few dozen. */
    static final int WAITING_PER_ADDRESS = 64;

    private final Map<String, ArrayDeque<Runnable>> waiting = new HashMap<>();
    /** The addresses with handshakes waiting, in the order of their turns. */
    private final ArrayDeque<String> turns = new ArrayDeque<>();
    private final Thread thread;
    private boolean closed;

    Greeter() {
        thread = new Thread(this::run, "ks-club-handshakes");
        thread.setDaemon(true);
    }

    /** Starts its thread: not in the constructor, so a club that cannot take its port leaves none behind. */
    void start() {
        thread.start();
    }

    /** Queues {@code handshake} in the turn of {@code address}; false when that address has too many waiting. */
    synchronized boolean offer(String address, Runnable handshake) {
        ArrayDeque<Runnable> queue = waiting.get(address);
        if (queue == null) {
            queue = new ArrayDeque<>();
            waiting.put(address, queue);
            turns.add(address);
            notifyAll();
        } else if (queue.size() >= WAITING_PER_ADDRESS) {
            return false;
        }
        queue.add(handshake);
        return true;
    }

    private synchronized Runnable next() throws InterruptedException {
        while (turns.isEmpty() && !closed) {
            wait();
        }
        if (closed) {
            return null;
        }
        String address = turns.poll();
        ArrayDeque<Runnable> queue = waiting.get(address);
        Runnable handshake = queue.poll();
        if (queue.isEmpty()) {
            waiting.remove(address);
        } else {
            turns.add(address);
        }
        return handshake;
    }

    private void run() {
        try {
            for (Runnable handshake; (handshake = next()) != null;) {
                try {
                    handshake.run();
                } catch (RuntimeException e) {
                    LOG.warning("a handshake failed: " + e);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            waiting.clear();
            turns.clear();
            notifyAll();
        }
        try {
            thread.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
