package ks.net;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** Collects what one rendezvous reported, so a test can check what it went through. */
final class EventLog implements Consumer<RendezvousEvent> {
    private final List<RendezvousEvent> events = new CopyOnWriteArrayList<>();

    @Override
    public void accept(RendezvousEvent event) {
        events.add(event);
    }

    long count(RendezvousEvent.Kind kind) {
        return events.stream().filter(e -> e.kind() == kind).count();
    }

    boolean saw(RendezvousEvent.Kind kind) {
        return count(kind) > 0;
    }

    List<RendezvousEvent> all() {
        return List.copyOf(events);
    }

    @Override
    public String toString() {
        return events.toString();
    }
}
