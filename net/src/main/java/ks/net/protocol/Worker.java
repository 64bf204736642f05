package ks.net.protocol;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The one thread that owns a session's game: it takes the player's commands and the peer's
 * messages from a single queue and hands them to the session one at a time, so nothing in the
 * game needs a lock. When the session waits for something with a deadline (the guest's audit
 * report), the worker wakes the session when the deadline passes with nothing else to do. When
 * a message from the peer already waits, what the input before it produced is saved and sent
 * together with what the message produces (a group commit: one save to disk instead of two).
 */
final class Worker implements Runnable {

    private final Session session;
    /** At most this many inputs in a row are handled before their output is saved and sent. */
    private static final int MAX_BATCH = 8;

    private final BlockingQueue<Input> inbox = new LinkedBlockingQueue<>();
    private int batched;

    Worker(Session session) {
        this.session = session;
    }

    /** Queues an input; returns at once, from any thread. */
    void post(Input in) {
        inbox.add(in);
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
                // Group commit: a message from the peer already waiting behind this input is handled
                // before the save and the sending, so the two (news and commitment, say) cost one save.
                batched = inbox.peek() instanceof Input.Remote && batched < MAX_BATCH ? batched + 1 : 0;
                session.handle(in == null ? new Input.DeadlinePassed() : in, batched > 0);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            session.stopped();
        }
    }
}
