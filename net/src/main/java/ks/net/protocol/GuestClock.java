package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.ClockText;
import ks.engine.clock.RoundTrips;
import ks.engine.clock.TimeControl;

/**
 * The guest's side of the clocks in a timed game. It measures its own thinking time each turn,
 * from the news that gave it the turn, and its round trips to the referee, from each attempt or
 * question to the answer ({@link RoundTrips}); both are signed with every attempt. It keeps its
 * own account of its clock from the thinking times it signed, and shows that, with the opponent's
 * clock as the referee committed it; when the referee charges a move past what was signed, the
 * player is told as it happens. Its own account also checks a time forfeit the referee declares
 * against the guest ({@link ClockAudit#ownForfeit}). The state each commitment covers is kept for
 * the record and the audit.
 */
final class GuestClock {

    private final TimeControl control;
    private final Ticker ticker;
    private final int colour;
    private final int startSide;
    /** Who keeps the authoritative clocks: the host, or the club. */
    private final String referee;
    /** The clock state each commitment covers, in order. */
    private final List<String> states = new ArrayList<>();
    private final RoundTrips trips = new RoundTrips();
    /** Our clock by our own account: the thinking times we signed for our moves. */
    private ClockState own;
    /** What we signed for our last move: its thinking time and round trip. */
    private long lastThink;
    private long lastLag;
    /** When our turn began, for the thinking time we report. */
    private long turnStart;
    /**
     * How long the news that began our turn waited in our process before it was taken in, in
     * milliseconds: time the referee measured as our turn and we can prove was ours, not its.
     */
    private long lateMillis;
    /** When the attempt or question awaiting its answer was sent, or -1. */
    private long askedAt = -1;
    /**
     * Whether we move first and the opening (the commitment to the start) has not come yet: until it
     * does our turn has not begun, and an attempt made meanwhile signs no thinking time.
     */
    private boolean beforeOpening;
    /** What our own clock says is wrong with a time forfeit declared against us, or null. */
    private String forfeitProblem;

    GuestClock(TimeControl control, Ticker ticker, int colour, int startSide, String referee) {
        this.control = control;
        this.ticker = ticker;
        this.colour = colour;
        this.startSide = startSide;
        this.referee = referee;
        this.own = ClockState.start(control);
        this.turnStart = ticker.nanos();
        this.beforeOpening = colour == startSide;
    }

    boolean timed() {
        return control.timed();
    }

    /** Takes back the clock states a saved game holds. */
    void restore(List<String> saved) {
        states.addAll(saved);
        // A restored game measures its turn from the restart (docs/clocks.md, reconnecting and resuming).
        beforeOpening = beforeOpening && saved.isEmpty();
    }

    /** The clock state each commitment covers, in order (empty in an untimed game). */
    List<String> states() {
        return states;
    }

    /**
     * Our turn began now, the news of it having waited {@code lateMillis} in our process after it was
     * read: our thinking time is measured from here, and that wait is added to our own measure when
     * we check a forfeit declared against us.
     */
    void turnBegins(long lateMillis) {
        turnStart = ticker.nanos();
        this.lateMillis = lateMillis;
    }

    /** The thinking time to sign with an attempt: ours this turn, or null in an untimed game. */
    Long think() {
        return control.timed() ? thinkingMillis() : null;
    }

    /** The round trip to sign with an attempt: the shortest of our latest, or null in an untimed game. */
    Long lag() {
        return control.timed() ? trips.shortestOr(0) : null;
    }

    /** An attempt or question went out now; its answer ends a round trip. */
    void asked() {
        askedAt = ticker.nanos();
    }

    /** The answer to our attempt or question came now. */
    void answered() {
        if (askedAt >= 0) {
            trips.add(TimeUnit.NANOSECONDS.toMillis(ticker.nanos() - askedAt));
            askedAt = -1;
        }
    }

    /** The link dropped: an answer that comes over the next one measures the outage, not the network. */
    void linkLost() {
        askedAt = -1;
    }

    /** Our attempt signed {@code signed} was our move: our own account charges what we signed. */
    void ownMove(Message.Try signed) {
        if (control.timed() && signed.think() != null) {
            lastThink = signed.think();
            lastLag = signed.lag() == null ? 0 : signed.lag();
            own = own.afterMove(control, colour, lastThink);
        }
    }

    /**
     * The next commitment covers {@code clocks}, taken in {@code lateMillis} after it was read: kept,
     * and what the player is shown. The first, the commitment to the start, is the opening: when we
     * move first our turn begins as it comes, so neither the host's set-up nor the way here is our
     * thinking.
     */
    Event.Clocks committed(String clocks, long lateMillis) {
        if (beforeOpening) {
            beforeOpening = false;
            turnBegins(lateMillis);
        }
        states.add(clocks);
        return shown();
    }

    /**
     * After the commitment just kept: a line for the player when it follows our move and the
     * referee charged more than we signed for it, else null.
     */
    String overcharge() {
        int plies = states.size() - 1;
        if (plies < 1 || Endings.moverOf(plies, startSide) != colour || control instanceof TimeControl.Daily) {
            return null;
        }
        ClockState after = ClockState.parse(states.get(plies));
        long charged = ClockAudit.charged(control, ClockState.parse(states.get(plies - 1)), after, colour);
        if (charged <= lastThink) {
            return null;
        }
        return referee + " charged you " + charged + " ms for a move you thought " + lastThink + " ms about, "
                + (charged - lastThink) + " ms more (your round trips allow " + Charges.roundTrip(lastLag)
                + " ms): your clock is " + ClockText.of(own.remaining(colour)) + " by your own account, "
                + ClockText.of(after.remaining(colour)) + " by " + referee + "'s";
    }

    /** The clocks the last commitment covers, ours by our own account, the side to move's running. */
    Event.Clocks shown() {
        int toMove = Endings.moverOf(states.size(), startSide);
        return new Event.Clocks(control, ours(last(), own.remaining(colour)), toMove);
    }

    /** Whether there are clocks to show: a timed game with at least one commitment. */
    boolean showing() {
        return control.timed() && !states.isEmpty();
    }

    /**
     * The referee ended the game with {@code end}, {@code ourTurn} or not: a time forfeit declared
     * against us is checked by our own account; returns the clocks as they stopped (the clock of the
     * side to move run out when the game was lost on time, ours or the referee's player's, as a host
     * shows its own player), or null when there are none to show.
     */
    Event.Clocks stopped(Message.End end, boolean ourTurn) {
        if (!showing()) {
            return null;
        }
        boolean time = "time".equals(end.kind());
        if (time && ourTurn) {
            // The referee's measure of our turn began when its news left; ours when our process took it in,
            // which on a busy machine can be seconds after it was read: that wait we can prove was ours.
            forfeitProblem = ClockAudit.ownForfeit(own.remaining(colour), thinkingMillis() + lateMillis);
        }
        ClockState shown = ours(last(), time && ourTurn ? 0 : own.remaining(colour));
        if (time && !ourTurn) {
            shown = shown.spent(control, 1 - colour, shown.remaining(1 - colour));
        }
        return new Event.Clocks(control, shown, Color.NONE);
    }

    /** What our own clock says is wrong with a time forfeit declared against us, or null. */
    String forfeitProblem() {
        return forfeitProblem;
    }

    private ClockState last() {
        return ClockState.parse(states.get(states.size() - 1));
    }

    /** {@code state} with our clock at {@code millis}. */
    private ClockState ours(ClockState state, long millis) {
        return colour == Color.WHITE
                ? new ClockState(millis, state.blackMillis(), state.whiteMoves(), state.blackMoves())
                : new ClockState(state.whiteMillis(), millis, state.whiteMoves(), state.blackMoves());
    }

    private long thinkingMillis() {
        return beforeOpening ? 0 : TimeUnit.NANOSECONDS.toMillis(ticker.nanos() - turnStart);
    }
}
