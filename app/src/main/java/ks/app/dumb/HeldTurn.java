package ks.app.dumb;

import ks.net.protocol.Event;

/**
 * Whose turn it is, held back so that dumb mode says it last, just above the prompt. When the
 * opponent begins, its turn comes under the notes that set the game up (how the colours were
 * settled, the ratings, the clocks): it is told after the {@link Event.Settled} notes, before the
 * game's first news, or as play begins, whichever comes first. While a resumed game is retold,
 * each turn is held until the next retold event, so the last one comes under the resume's own
 * lines ("the game goes on at ply N"), when play begins or the game's next news comes.
 */
final class HeldTurn {

    private String line = "";

    /** Holds {@code turn}, in place of any turn held and not yet said. */
    synchronized void hold(String turn) {
        line = turn;
    }

    /** The turn held, or empty; it is said once. */
    synchronized String take() {
        String turn = line;
        line = "";
        return turn;
    }

    /**
     * An event of the game's set-up, told before the turn held: the start itself, notes, the
     * clocks, and a resumed game's retelling and its end.
     */
    static boolean isSetUp(Event e) {
        return e instanceof Event.Started || e instanceof Event.Settled || e instanceof Event.Note
                || e instanceof Event.Clocks || e instanceof Event.Replaying || e instanceof Event.Resumed;
    }
}
