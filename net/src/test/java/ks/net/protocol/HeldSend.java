package ks.net.protocol;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import ks.engine.Position;

/**
 * A test's view of one side's link: once {@link #arm armed}, the next piece of a two-party
 * computation that side sends (or the next message of a kind) is held until {@link #release}, as a
 * peer that stops reading (or holds its own part back) holds it up; everything else passes as it is.
 */
final class HeldSend implements Link {
    private final Link link;
    private final CountDownLatch held = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile Predicate<Message> armed;

    HeldSend(Link link) {
        this.link = link;
    }

    /** A game/1 joint game from the start, alice white, and the link alice's sends go through. */
    record Game(Pair pair, HeldSend aliceLink) {
        static Game oneMinute(SessionOptions alice, SessionOptions bob) throws Exception {
            HeldSend[] held = new HeldSend[1];
            Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE).withTime("game/1"),
                    JointSessionTest.joint(ColourWish.BLACK).withTime("game/1"), alice, bob, Position.STARTPOS_FEN,
                    link -> held[0] = new HeldSend(link));
            return new Game(p, held[0]);
        }
    }

    /** The next piece of a computation sent is held. */
    void arm() {
        arm(m -> m instanceof Message.Compute);
    }

    /** The next message sent that {@code held} takes is held. */
    void arm(Predicate<Message> held) {
        armed = held;
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
        hold(message);
        link.send(message);
    }

    /** Only the send this link holds took time: the rest are the in-memory link's, never held. */
    @Override
    public long sendHeld(Message message, LongSupplier nanos) throws IOException {
        long from = nanos.getAsLong();
        long held = hold(message) ? Math.max(0, nanos.getAsLong() - from) : 0;
        return held + link.sendHeld(message, nanos);
    }

    /** Holds {@code message} until {@link #release} when it is the one armed for; true if it was. */
    private boolean hold(Message message) {
        Predicate<Message> hold = armed;
        if (hold == null || !hold.test(message)) {
            return false;
        }
        armed = null;
        held.countDown();
        try {
            released.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return true;
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
