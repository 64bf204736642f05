package ks.app.game;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import ks.app.dumb.LineSource;
import ks.net.RendezvousEvent;

/**
 * What the waiting player reads about the meeting: callers turned away and why (another pair, not
 * ks, a bad handshake, a key other than the pinned one), and a forced mode that gave way. Each line is
 * said once, and a flood of strangers is summed up instead of scrolling the screen away. Events come
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
            lines.print("-- " + event.detail());
        } else if (!summed) {
            summed = true;
            lines.print("-- more callers were turned away; ks keeps waiting and stops listing them");
        }
    }
}
