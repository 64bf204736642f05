package ks.app.club;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ks.net.protocol.Event;

/**
 * A club game's events held until the view that shows them exists: the session begins once the
 * opponent has sat down, and the view, which takes the terminal (the board's screen, or JLine
 * with its own Ctrl-C), is made only then, so that until then Ctrl-C ends the wait as at any
 * command. Events come in order on the session's thread; those held are shown first.
 */
final class LaterEvents implements Consumer<Event> {

    private final List<Event> held = new ArrayList<>();
    private Consumer<Event> view;

    @Override
    public synchronized void accept(Event e) {
        if (view == null) {
            held.add(e);
        } else {
            view.accept(e);
        }
    }

    /** From now on the events go to {@code to}, those held first. */
    synchronized void showIn(Consumer<Event> to) {
        held.forEach(to);
        held.clear();
        view = to;
    }
}
