package ks.app.seat;

import java.util.ArrayList;
import java.util.List;
import ks.engine.referee.Announcement;
import ks.net.protocol.Event;

/**
 * The umpire's words as one player reads them, this turn and last: each announcement in the
 * player's own square names, the opponent's refused tries in a row folded into one line, and a
 * turn's words moved to "last turn" when the turn passes. Not thread-safe: its {@link Seat} keeps
 * it under its own lock.
 */
final class HeardLines {

    private final List<String> thisTurn = new ArrayList<>();
    private final List<String> lastTurn = new ArrayList<>();
    /** The opponent's refusal last told in {@link #thisTurn}, and how many in a row; null after other news. */
    private Announcement lastRefusal;
    private int refusals;
    /** Whether those refusals have not been printed yet ({@link #untoldTries}). */
    private boolean refusalsUntold;

    /** The turn passed: this turn's words become the last turn's. */
    void turnOver() {
        lastTurn.clear();
        lastTurn.addAll(thisTurn);
        thisTurn.clear();
        lastRefusal = null;
    }

    /** The umpire said {@code heard}, named as {@code names} reads squares. */
    void heard(List<Announcement> heard, SquareNames names) {
        for (Announcement a : heard) {
            thisTurn.add(names.umpire(a.text()));
            lastRefusal = null;
        }
    }

    /** The refusal of one of the opponent's tries, when that is all {@code h} tells; else null. */
    static Announcement theirRefusal(Event.Heard h) {
        return !h.moved() && h.lost() < 0 && h.heard().size() == 1 && EventText.refusalWord(h.heard().get(0)) != null
                ? h.heard().get(0) : null;
    }

    /** Tells the opponent's refused try in this turn's words, folded with the same refusals just before it. */
    void foldTheirTry(Announcement a, String opponent, SquareNames names) {
        if (lastRefusal != null && lastRefusal.equals(a) && !thisTurn.isEmpty()) {
            refusals++;
            thisTurn.set(thisTurn.size() - 1, EventText.theirTries(opponent, a, refusals, names));
        } else {
            lastRefusal = a;
            refusals = 1;
            thisTurn.add(EventText.theirTries(opponent, a, 1, names));
        }
        refusalsUntold = true;
    }

    /** The opponent's refused tries in a row not yet printed, folded into one line, or empty; they count as told after. */
    String untoldTries() {
        if (!refusalsUntold || lastRefusal == null || thisTurn.isEmpty()) {
            refusalsUntold = false;
            return "";
        }
        refusalsUntold = false;
        return thisTurn.get(thisTurn.size() - 1);
    }

    /** What a prompt adds while refused tries wait to be printed ({@code " (2 tries refused)"}), else empty. */
    String refusedSoFar() {
        return refusalsUntold && lastRefusal != null ? " (" + refusals + (refusals == 1 ? " try" : " tries") + " refused)" : "";
    }

    List<String> thisTurn() {
        return List.copyOf(thisTurn);
    }

    List<String> lastTurn() {
        return List.copyOf(lastTurn);
    }
}
