package ks.net;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** Collects what one rendezvous reported, so a test can wait for an event and check what it went through. */
final class EventLog implements Consumer<RendezvousEvent> {
    private static final long WAIT_SECONDS = 60;

    private final List<RendezvousEvent> events = new ArrayList<>();

    @Override
    public synchronized void accept(RendezvousEvent event) {
        events.add(event);
        notifyAll();
    }

    synchronized long count(RendezvousEvent.Kind kind) {
        return events.stream().filter(e -> e.kind() == kind).count();
    }

    boolean saw(RendezvousEvent.Kind kind) {
        return count(kind) > 0;
    }

    synchronized List<RendezvousEvent> all() {
        return List.copyOf(events);
    }

    /** Waits for the first event of this kind and returns it; fails the test after 60 s. */
    RendezvousEvent await(RendezvousEvent.Kind kind) throws InterruptedException {
        return await(e -> e.kind() == kind, kind.toString());
    }

    /** Waits until {@code count} events of this kind have come. */
    synchronized void await(RendezvousEvent.Kind kind, long count) throws InterruptedException {
        if (!comeWithin(kind, count, Duration.ofSeconds(WAIT_SECONDS))) {
            throw new AssertionError("waited in vain for " + count + " " + kind + " in " + events);
        }
    }

    /**
     * Whether {@code count} events of this kind come within {@code window}: for what must not happen,
     * where a slower machine only does less in the window, so it can miss a defect but never invent one.
     */
    synchronized boolean comeWithin(RendezvousEvent.Kind kind, long count, Duration window) throws InterruptedException {
        long giveUp = System.nanoTime() + window.toNanos();
        while (count(kind) < count) {
            long left = giveUp - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    synchronized RendezvousEvent await(Predicate<RendezvousEvent> wanted, String what) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (true) {
            for (RendezvousEvent e : events) {
                if (wanted.test(e)) {
                    return e;
                }
            }
            long left = giveUp - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("waited in vain for " + what + " in " + events);
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
    }

    @Override
    public synchronized String toString() {
        return events.toString();
    }
}
