package ks.app.dumb;

import ks.app.seat.Seat;
import ks.net.protocol.DrawNotes;
import ks.net.protocol.Event;

/**
 * The answers due from an opponent that answers every draw offer it is told of (the built-in
 * one accepts, ending the game, or says in one message why not): an offer counts once the
 * session says it was made ({@link DrawNotes#youOffer}), and the opponent's next message, or the
 * end, answers it. The answer comes after the note that lets a script go on, so dumb mode waits
 * here too before it reads a script's next line.
 */
final class DrawAnswersDue {

    private final Seat seat;
    private int due;

    DrawAnswersDue(Seat seat) {
        this.seat = seat;
    }

    /** Takes in one event of the game as it is played (not as a resumed game is retold), before the seat. */
    synchronized void take(Event e) {
        if (e instanceof Event.Note n && n.text().equals(DrawNotes.youOffer(seat.opponent()))) {
            due++;
        } else if (e instanceof Event.Said s && due > 0 && s.from().equals(seat.opponent())) {
            due--;
        } else if (e instanceof Event.Over) {
            due = 0;
        }
        notifyAll();
    }

    /** Waits until every offer the opponent was told of has its answer, or the game is over. */
    synchronized void await() throws InterruptedException {
        while (due > 0) {
            wait();
        }
    }
}
