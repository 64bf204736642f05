package ks.app.seat;

import java.util.function.LongSupplier;
import ks.engine.Color;
import ks.engine.clock.Clock;
import ks.engine.clock.ClockText;
import ks.engine.clock.TimeControl;
import ks.net.protocol.Event;

/**
 * The clocks as a player sees them: the host's last word ({@link Event.Clocks}) with the running
 * clock run on by this process's own time source, so the display ticks between moves. It only
 * shows time; the host's clock decides. Untimed until the first clocks event.
 */
public final class ClockFace {

    private final LongSupplier nanoTime;
    private Clock clock;

    ClockFace(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /**
     * Takes in the host's clocks. The same clocks stated again, the same side's running (as a
     * session does on reconnecting), leave that clock running from when its turn began: started
     * again, it would show the mover the turn's thinking and the outage back.
     */
    synchronized void set(Event.Clocks c) {
        if (clock == null || !clock.control().equals(c.control())) {
            clock = new Clock(c.control(), nanoTime);
        } else if (clock.state().equals(c.state()) && clock.running() == c.running()) {
            return;
        }
        clock.set(c.state(), c.running());
    }

    /** The game is over: both clocks stand as they are shown now. */
    synchronized void stop() {
        if (clock != null) {
            clock.stop();
        }
    }

    /**
     * The game is adjourned: both clocks stand as the last moves left them, the thinking of the turn
     * the adjournment broke charged to nobody (docs/club.md, the clock of an adjourned game).
     */
    synchronized void stand() {
        if (clock != null) {
            clock.set(clock.state(), Color.NONE);
        }
    }

    /** Both clocks as {@link #both} writes them, as the last moves left them and none running; empty when untimed. */
    synchronized String standing(String white, String black) {
        if (!timed()) {
            return "";
        }
        ClockFace frozen = new ClockFace(() -> 0);
        frozen.clock = new Clock(clock.control(), () -> 0);
        frozen.clock.set(clock.state(), Color.NONE);
        return frozen.both(white, black);
    }

    synchronized boolean timed() {
        return clock != null && clock.control().timed();
    }

    /** {@code colour}'s clock as it reads now, e.g. {@code 4:59}, with the moves it owes this period under N/K. */
    synchronized String reading(int colour) {
        String time = ClockText.of(clock.remainingMillis(colour));
        int left = clock.movesLeftInPeriod(colour);
        return left < 0 ? time : time + " (" + left + (left == 1 ? " move" : " moves") + ")";
    }

    /** Both clocks on one short line, white first: {@code alice 4:59 | bob 5:00}; empty when untimed. */
    synchronized String both(String white, String black) {
        if (!timed()) {
            return "";
        }
        return mark(Color.WHITE) + white + " " + reading(Color.WHITE) + " | " + mark(Color.BLACK) + black + " "
                + reading(Color.BLACK);
    }

    /** The clocks exactly as the host stated them in {@code c}, on one line as {@link #both} writes it. */
    static String stated(Event.Clocks c, String white, String black) {
        ClockFace frozen = new ClockFace(() -> 0);
        frozen.set(c);
        return frozen.both(white, black);
    }

    /**
     * A time control said to its player at the start: {@code you have 5:00 for all your moves}; empty
     * when untimed. (The control's own {@link TimeControl#describe} is for telling others: a seek, the terms.)
     */
    public static String yours(TimeControl control) {
        return stated(control, "you have " + ClockText.of(control.initialMillis()), "all your moves", "you have ");
    }

    /**
     * A time control stated for both players once the clocks have run ({@code 5:00 each for all the
     * moves}): what {@code time} heads its clocks with, where "you have 5:00" would be false.
     */
    static String each(TimeControl control) {
        return stated(control, ClockText.of(control.initialMillis()) + " each", "all the moves", "");
    }

    /** {@code amount} and the rest of the control in the clock's own figures; else {@code other} and its description. */
    private static String stated(TimeControl control, String amount, String allMoves, String other) {
        if (control instanceof TimeControl.SuddenDeath) {
            return amount + " for " + allMoves;
        }
        if (control instanceof TimeControl.Fischer f) {
            return amount + ", and " + f.incrementSeconds() + " s more after each move";
        }
        if (control instanceof TimeControl.Periods p) {
            return amount + " for every " + p.moves() + " moves, unused time carried over";
        }
        return control.timed() ? other + control.describe() : "";
    }

    /** A star before the name whose clock runs. */
    private String mark(int colour) {
        return clock.running() == colour ? "*" : "";
    }

    /** What {@code time} prints: both clocks, whose runs, the control, and under N/K the moves owed. */
    synchronized String describe(String white, String black) {
        if (!timed()) {
            return "This game is untimed.";
        }
        TimeControl control = clock.control();
        StringBuilder b = new StringBuilder("Clocks (" + control.text() + ": " + each(control) + "):");
        line(b, Color.WHITE, white);
        line(b, Color.BLACK, black);
        return b.toString();
    }

    private void line(StringBuilder b, int colour, String name) {
        b.append("\n  ").append(name).append(" (").append(Color.name(colour)).append(") ")
                .append(ClockText.of(clock.remainingMillis(colour)));
        int left = clock.movesLeftInPeriod(colour);
        if (left >= 0) {
            b.append(", ").append(left).append(left == 1 ? " move" : " moves").append(" to make in this period");
        }
        if (clock.running() == colour) {
            b.append(", running");
        }
    }
}
