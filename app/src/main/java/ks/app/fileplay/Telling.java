package ks.app.fileplay;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Ruling;
import ks.net.protocol.DrawNotes;
import ks.net.protocol.Event;

/**
 * What one player hears of one step, as the events a view takes: the same events, from the same
 * rulings, as a network session gives its player (an answer to one's own attempt or question, the
 * umpire's news of the opponent's, a message, a note about a draw offer). What the other player alone
 * heard is never among them.
 */
final class Telling {

    /**
     * A draw offer the opponent's legal move ended: the player who made it hears so before that
     * move's news gives him the turn, the mover after the answer to his move (as with the host).
     */
    private static final Event.Note LAPSED = new Event.Note("the draw offer lapsed");

    private Telling() {
    }

    /** The umpire's words as the game opens, for {@code colour}. */
    static List<Event> opening(Announcements opening, int colour) {
        List<Announcement> heard = opening.heardBy(colour);
        return heard.isEmpty() ? List.of() : List.of(new Event.Heard(false, -1, heard));
    }

    /** What {@code colour} hears of {@code step}, in a game between the names in {@code header}. */
    static List<Event> of(Step step, int colour, GameHeader header) {
        SignedAction a = step.action();
        boolean mine = a.colour() == colour;
        String other = header.name(Color.opposite(colour));
        List<Event> out = new ArrayList<>(2);
        if (step.lapsed() && !mine) {
            // The opponent's move lapsed our offer and gives us the turn: the turn is heard last.
            out.add(LAPSED);
        }
        switch (a.kind()) {
            case TRY -> out.addAll(attempt(step.ruling(), mine, colour));
            case ANY -> {
                List<Announcement> heard = step.answer().heardBy(colour);
                if (mine) {
                    out.add(new Event.Answered(Move.NONE, null, heard));
                } else if (!heard.isEmpty()) {
                    out.add(new Event.Heard(false, -1, heard));
                }
            }
            case SAY -> {
                if (!mine) {
                    out.add(new Event.Said(other, a.payload()));
                }
            }
            case DRAW -> out.add(new Event.Note(step.ended()
                    ? (mine ? "you accept the draw" : other + " accepts your draw offer")
                    : (mine ? DrawNotes.youOffer(other)
                            : DrawNotes.offered(other))));
            case RESIGN, ACKNOWLEDGE -> {
                // The end of the game is told once, by the session, with the result.
            }
        }
        if (step.lapsed() && mine) {
            out.add(LAPSED);
        }
        return out;
    }

    private static List<Event> attempt(Ruling ruling, boolean mine, int colour) {
        if (mine) {
            return List.of(new Event.Answered(ruling.move(), ruling.verdict(), ruling.heardBy(colour)));
        }
        int lost = ruling.isLegal() && ruling.facts().capture() != null ? ruling.facts().capture().square() : -1;
        List<Announcement> heard = ruling.heardBy(colour);
        return ruling.isLegal() || !heard.isEmpty() ? List.of(new Event.Heard(ruling.isLegal(), lost, heard)) : List.of();
    }
}
