package ks.net.protocol;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The one thread that owns a session's game: it takes the player's commands and the peer's
 * messages from a single queue and hands them to the session one at a time, so nothing in the
 * game needs a lock. When the session waits for something with a deadline (the guest's audit
 * report), the worker wakes the session when the deadline passes, before the next input if one
 * waits already: a peer that keeps the queue full cannot put a deadline off for ever. When
 * a message from the peer already waits, what the input before it produced is saved and sent
 * together with what the message produces (a group commit: one save to disk instead of two).
 * At most {@link #PEER_WAITING} messages from the peer wait at once: past that the link's reader
 * waits too and stops reading, so a peer that sends faster than the game handles is slowed by its
 * own connection instead of filling this process's memory.
 */
final class Worker implements Runnable {

    private final Session session;
    /** At most this many inputs in a row are handled before their output is saved and sent. */
    static final int MAX_BATCH = 8;

    /** Messages from the peer that may wait for the worker; an honest peer has a few at most. */
    static final int PEER_WAITING = 64;

    private final BlockingQueue<Input> inbox = new LinkedBlockingQueue<>();
    private final Semaphore peerRoom = new Semaphore(PEER_WAITING);
    private volatile boolean stopped;
    private int batched;

    Worker(Session session) {
        this.session = session;
    }

    /** Queues an input; returns at once, from any thread. */
    void post(Input in) {
        inbox.add(in);
    }

    /**
     * Queues what the link's reader read, on the reader's thread: a message from the peer waits
     * here while {@link #PEER_WAITING} others wait for the worker, or until the worker stops.
     */
    void postFromPeer(Input in) {
        if (in instanceof Input.Remote) {
            try {
                while (!peerRoom.tryAcquire(1, TimeUnit.SECONDS)) {
                    if (stopped) {
                        return;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        inbox.add(in);
    }

    /** How many inputs wait for the worker now. */
    int waiting() {
        return inbox.size();
    }

    void start(String name) {
        Thread worker = new Thread(this, name);
        worker.setDaemon(true);
        worker.start();
    }

    @Override
    public void run() {
        try {
            while (!session.done()) {
                long wait = session.reconnecting() ? Long.MAX_VALUE : session.nanosToDeadline();
                Input in = wait == Long.MAX_VALUE ? inbox.take() : inbox.poll(Math.max(0, wait), TimeUnit.NANOSECONDS);
                if (in instanceof Input.Remote) {
                    peerRoom.release();
                }
                if (in != null && wait <= 0) {
                    session.handle(new Input.DeadlinePassed(), false);
                    if (session.done()) {
                        break;
                    }
                }
                // Group commit: a message from the peer already waiting behind this input is handled
                // before the save and the sending, so the two (news and commitment, say) cost one save.
                batched = inbox.peek() instanceof Input.Remote && batched < MAX_BATCH ? batched + 1 : 0;
                session.handle(in == null ? new Input.DeadlinePassed() : in, batched > 0);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stopped = true;
            session.stopped();
        }
    }
}
