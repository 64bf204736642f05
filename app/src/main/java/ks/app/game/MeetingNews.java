package ks.app.game;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import ks.app.dumb.LineSource;
import ks.app.seat.Columns;
import ks.net.RendezvousEvent;

/**
 * What the waiting player reads about the meeting: callers turned away and why (another pair, not
 * ks, a bad handshake, a key other than the pinned one), and a forced mode that gave way. Each line is
 * said once, and a flood of strangers is summed up instead of scrolling the screen away. A refused
 * call's line, which carries what the caller sent (a refusal in words, up to 500 bytes, from
 * anyone), is cut into lines a terminal of 80 columns does not wrap, those after the first
 * indented: the terminal's own wrapping would begin a line with the caller's words, which could
 * read as one of ks's. The other lines are ks's own words and names, and stay whole. Events come
 * from the rendezvous's threads, several at once.
 */
final class MeetingNews implements Consumer<RendezvousEvent> {
    private static final int MAX_LINES = 20;

    private final LineSource lines;
    private final Set<String> said = new HashSet<>();
    private boolean summed;

    MeetingNews(LineSource lines) {
        this.lines = lines;
    }

    @Override
    public synchronized void accept(RendezvousEvent event) {
        if (!event.kind().forPlayer() || said.contains(event.detail())) {
            return;
        }
        if (said.size() < MAX_LINES) {
            said.add(event.detail());
            lines.print("-- " + (event.kind() == RendezvousEvent.Kind.REFUSED
                    ? String.join("\n   ", Columns.cut(event.detail(), Columns.LINE - 3)) : event.detail()));
        } else if (!summed) {
            summed = true;
            lines.print("-- more callers were turned away; ks keeps waiting and stops listing them");
        }
    }
}
