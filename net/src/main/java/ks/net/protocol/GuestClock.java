package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;

/**
 * The guest's side of the clocks in a timed game: the state each commitment of the host covers,
 * shown to the player as it comes, and the guest's own measure of its thinking time each turn,
 * from the news that gave it the turn. That measure is signed with every attempt, and checks a
 * time forfeit the host declares against the guest ({@link ClockAudit#ownForfeit}).
 */
final class GuestClock {

    private final TimeControl control;
    private final Ticker ticker;
    private final int colour;
    private final int startSide;
    /** The clock state each commitment covers, in order. */
    private final List<String> states = new ArrayList<>();
    /** When our turn began, for the thinking time we report. */
    private long turnStart;
    /** What our own clock says is wrong with a time forfeit declared against us, or null. */
    private String forfeitProblem;

    GuestClock(TimeControl control, Ticker ticker, int colour, int startSide) {
        this.control = control;
        this.ticker = ticker;
        this.colour = colour;
        this.startSide = startSide;
        this.turnStart = ticker.nanos();
    }

    boolean timed() {
        return control.timed();
    }

    /** Takes back the clock states a saved game holds. */
    void restore(List<String> saved) {
        states.addAll(saved);
    }

    /** The clock state each commitment covers, in order (empty in an untimed game). */
    List<String> states() {
        return states;
    }

    /** Our turn began now: our thinking time is measured from here. */
    void turnBegins() {
        turnStart = ticker.nanos();
    }

    /** The thinking time to sign with an attempt: ours this turn, or null in an untimed game. */
    Long think() {
        return control.timed() ? thinkingMillis() : null;
    }

    /** The next commitment covers {@code clocks}: kept, and what the player is shown. */
    Event.Clocks committed(String clocks) {
        states.add(clocks);
        return shown();
    }

    /** The clocks the last commitment covers, the side to move's running. */
    Event.Clocks shown() {
        int toMove = Endings.moverOf(states.size(), startSide);
        return new Event.Clocks(control, ClockState.parse(states.get(states.size() - 1)), toMove);
    }

    /** Whether there are clocks to show: a timed game with at least one commitment. */
    boolean showing() {
        return control.timed() && !states.isEmpty();
    }

    /**
     * The host ended the game with {@code end}, {@code ourTurn} or not: a time forfeit declared
     * against us is checked by our own clock; returns the clocks as they stopped (the clock of the
     * side to move run out when the game was lost on time, ours or the host's, as the host shows
     * its own player), or null when there are none to show.
     */
    Event.Clocks stopped(Message.End end, boolean ourTurn) {
        if (!showing()) {
            return null;
        }
        ClockState last = ClockState.parse(states.get(states.size() - 1));
        if (!"time".equals(end.kind())) {
            return new Event.Clocks(control, last, Color.NONE);
        }
        if (ourTurn) {
            forfeitProblem = ClockAudit.ownForfeit(last.remaining(colour), thinkingMillis());
        }
        int flagged = ourTurn ? colour : 1 - colour;
        return new Event.Clocks(control, last.spent(control, flagged, last.remaining(flagged)), Color.NONE);
    }

    /** What our own clock says is wrong with a time forfeit declared against us, or null. */
    String forfeitProblem() {
        return forfeitProblem;
    }

    private long thinkingMillis() {
        return TimeUnit.NANOSECONDS.toMillis(ticker.nanos() - turnStart);
    }
}
