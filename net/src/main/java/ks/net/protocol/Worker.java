package ks.net.protocol;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The one thread that owns a session's game: it takes the player's commands and the peer's
 * messages from a single queue and hands them to the session one at a time, so nothing in the
 * game needs a lock. When the session waits for something with a deadline (the guest's audit
 * report), the worker wakes the session when the deadline passes with nothing else to do.
 */
final class Worker implements Runnable {

    private final Session session;
    private final BlockingQueue<Input> inbox = new LinkedBlockingQueue<>();

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
                session.handle(in == null ? new Input.DeadlinePassed() : in);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            session.stopped();
        }
    }
}
