package ks.net.club;

import java.util.ArrayList;
import java.util.List;
import ks.net.protocol.Message;

/** A player's connection as the club's games see it, keeping what was sent to it. */
final class TestSeat implements ClubSeat {

    final List<Message> received = new ArrayList<>();
    String closed;
    /** The round trip the club has measured on this seat, in milliseconds; -1: none yet. */
    volatile long roundTrip = -1;

    @Override
    public synchronized void send(Message m) {
        received.add(m);
    }

    @Override
    public synchronized void close(String why) {
        closed = why;
    }

    @Override
    public long roundTripOr(long none) {
        return roundTrip < 0 ? none : roundTrip;
    }

    synchronized <T extends Message> List<T> all(Class<T> type) {
        return received.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
