package ks.net.protocol;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;

/**
 * A test's view of one side's link: once {@link #arm armed}, the next piece of a two-party
 * computation that side sends is held until {@link #release}, as a peer that stops reading (or
 * holds its own part back) holds a computation up; everything else passes as it is.
 */
final class HeldSend implements Link {
    private final Link link;
    private final CountDownLatch held = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean armed;

    HeldSend(Link link) {
        this.link = link;
    }

    /** The next piece of a computation sent is held. */
    void arm() {
        armed = true;
    }

    /** Waits until a piece is held. */
    void awaitHeld() throws InterruptedException {
        held.await();
    }

    /** The piece held goes out. */
    void release() {
        released.countDown();
    }

    @Override
    public void send(Message message) throws IOException {
        if (armed && message instanceof Message.Compute) {
            armed = false;
            held.countDown();
            try {
                released.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        link.send(message);
    }

    @Override
    public Message receive(long timeoutMillis) throws IOException {
        return link.receive(timeoutMillis);
    }

    @Override
    public void close() {
        link.close();
    }
}
