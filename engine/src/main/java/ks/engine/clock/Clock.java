package ks.engine.clock;

import java.util.function.LongSupplier;
import ks.engine.Color;

/**
 * The two running clocks of a game, read from an injected nanosecond time source (so tests move
 * time by hand, and wall-clock changes never matter). One clock runs at a time: the one of the
 * side to move, from {@link #start} until that side's move ({@link #moved}). Rejected attempts do
 * not stop it, so time spent on them counts. The host charges its own measurement or, for the
 * guest, the thinking time the guest reported ({@link #moved(long)}), so that network delay is
 * not charged; a display mirrors the host's state with {@link #set}.
 */
public final class Clock {

    private final TimeControl control;
    private final LongSupplier nanoTime;
    private ClockState state;
    private int running = Color.NONE;
    private long since;

    public Clock(TimeControl control, LongSupplier nanoTime) {
        this.control = control;
        this.nanoTime = nanoTime;
        this.state = ClockState.start(control);
    }

    /** A clock on {@link System#nanoTime}. */
    public static Clock system(TimeControl control) {
        return new Clock(control, System::nanoTime);
    }

    public TimeControl control() {
        return control;
    }

    /** Starts {@code colour}'s clock now (the other one stands). */
    public void start(int colour) {
        running = colour;
        since = nanoTime.getAsLong();
    }

    /** Takes over a state (the host's, or a saved one) with {@code running}'s clock starting now. */
    public void set(ClockState state, int running) {
        this.state = state;
        this.running = running;
        this.since = nanoTime.getAsLong();
    }

    /** The colour whose clock runs, or {@link Color#NONE}. */
    public int running() {
        return running;
    }

    /** How long the side to move has been thinking this turn, in whole milliseconds. */
    public long thinkingMillis() {
        return running == Color.NONE ? 0 : (nanoTime.getAsLong() - since) / 1_000_000;
    }

    /** The side to move moved: charges what this clock measured and starts the other side's clock. */
    public long moved() {
        long think = thinkingMillis();
        moved(think);
        return think;
    }

    /**
     * The side to move moved after thinking {@code thinkMillis}: charges that and starts the other
     * side's clock, unless the mover's time ran out (then both stand and {@link #flagged} says so).
     */
    public void moved(long thinkMillis) {
        if (running == Color.NONE) {
            throw new IllegalStateException("no clock is running");
        }
        int mover = running;
        state = state.afterMove(control, mover, thinkMillis);
        if (state.outOfTime(mover)) {
            running = Color.NONE;
        } else {
            start(Color.opposite(mover));
        }
    }

    /** Stops both clocks, charging the side to move what it has thought so far. */
    public void stop() {
        if (running != Color.NONE) {
            state = state.spent(control, running, thinkingMillis());
            running = Color.NONE;
        }
    }

    /** The state as of the last move (the running side's current thinking not yet charged). */
    public ClockState state() {
        return state;
    }

    /** The time {@code colour} has left right now. */
    public long remainingMillis(int colour) {
        if (!control.timed()) {
            return Long.MAX_VALUE;
        }
        return colour == running ? state.spent(control, colour, thinkingMillis()).remaining(colour) : state.remaining(colour);
    }

    /** The colour whose time is used up right now, or {@link Color#NONE}. */
    public int flagged() {
        if (!control.timed()) {
            return Color.NONE;
        }
        for (int colour : new int[] {Color.WHITE, Color.BLACK}) {
            if (remainingMillis(colour) == 0) {
                return colour;
            }
        }
        return Color.NONE;
    }

    /** Milliseconds until the running side's time is up ({@link Long#MAX_VALUE} when none can be). */
    public long millisToFlag() {
        if (!control.timed() || running == Color.NONE) {
            return Long.MAX_VALUE;
        }
        return remainingMillis(running);
    }

    /** Moves {@code colour} still has to make in this period under N/K, else -1. */
    public int movesLeftInPeriod(int colour) {
        return control.movesLeftInPeriod(state.moves(colour));
    }
}
