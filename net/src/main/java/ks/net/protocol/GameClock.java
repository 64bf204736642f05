package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.clock.Clock;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;

/**
 * The host's authoritative clocks for one game, as the session uses them. The host's own player
 * is charged what this clock measures; the guest ({@code remote}) is charged what it reported,
 * signed, with its attempt, bounded by the host's measurement ({@link Charges#charge}), so network
 * delay is not charged. The flag falls for the host's player when its time is used up, and for the
 * guest only once the host has measured its time and the tolerance: until then a guest's attempt
 * could still arrive with a thinking time inside its time. It keeps the state each commitment
 * covered ({@link #committed}), which the record holds. Untimed games have a clock too, which
 * never flags and commits nothing.
 */
public final class GameClock {

    private final Clock clock;
    private final int remote;
    private final List<String> committed = new ArrayList<>();

    /** Clocks for {@code control} on {@code ticker}; {@code remote} is the colour whose thinking time is reported. */
    public GameClock(TimeControl control, Ticker ticker, int remote) {
        this.clock = new Clock(control, ticker::nanos);
        this.remote = remote;
    }

    public TimeControl control() {
        return clock.control();
    }

    /** Whether there are clocks at all. */
    public boolean timed() {
        return clock.control().timed();
    }

    /** Play begins: white's clock starts now. */
    public void start() {
        clock.start(Color.WHITE);
    }

    /** Goes on from {@code state} (a saved game's last committed one) with {@code toMove}'s clock starting now. */
    public void resume(ClockState state, int toMove) {
        clock.set(state, toMove);
    }

    /**
     * Takes back what a saved game committed; unless the game is {@code over}, the clocks go on
     * from the last of it with {@code toMove}'s running from now (time while the game was down is
     * not charged).
     */
    void restore(List<String> states, int toMove, boolean over) {
        committed.addAll(states);
        if (timed() && !over && !states.isEmpty()) {
            resume(ClockState.parse(states.get(states.size() - 1)), toMove);
        }
    }

    /** The state the commitment being made covers, kept; null in an untimed game. */
    String commit() {
        if (!timed()) {
            return null;
        }
        String text = clock.state().text();
        committed.add(text);
        return text;
    }

    /** The state each commitment covered, ply 0 first (empty in an untimed game). */
    List<String> committed() {
        return List.copyOf(committed);
    }

    /** The clocks as they stand, for the host's own player; null in an untimed game. */
    Event.Clocks shown() {
        return timed() ? new Event.Clocks(control(), state(), running()) : null;
    }

    /** The colour whose clock runs, or {@link Color#NONE} once the game is over. */
    public int running() {
        return clock.running();
    }

    /** The state after the last move: what the host commits to with each ply. */
    public ClockState state() {
        return clock.state();
    }

    /** How long the host has measured the side to move thinking this turn. */
    public long measuredMillis() {
        return clock.thinkingMillis();
    }

    /**
     * What the side to move would be charged for its turn now: the host's measurement for the host's
     * player, the guest's {@code reportedMillis} bounded by the measurement for the guest.
     */
    public long charge(long reportedMillis) {
        long measured = clock.thinkingMillis();
        return clock.running() == remote ? Charges.charge(measured, reportedMillis) : measured;
    }

    /**
     * Whether an attempt by the side to move, with {@code reportedMillis} thought (the guest's
     * signed report; ignored for the host's player), comes after its time ran out. Every attempt
     * is checked before it is judged.
     */
    public boolean late(long reportedMillis) {
        if (!timed() || clock.running() == Color.NONE) {
            return false;
        }
        long remaining = clock.state().remaining(clock.running());
        return clock.running() == remote ? Charges.late(clock.thinkingMillis(), reportedMillis, remaining)
                : clock.thinkingMillis() >= remaining;
    }

    /**
     * The side to move made its move after thinking {@code reportedMillis} by its own report (the
     * guest's; ignored for the host's player): charges it and starts the other clock. Returns what
     * was charged.
     */
    public long moved(long reportedMillis) {
        long charged = charge(reportedMillis);
        clock.moved(charged);
        return charged;
    }

    /**
     * The side to move ({@code name}) made its move after {@code reportedMillis} by its own report:
     * charges it as {@link #moved} does. Returns a line for the host's player when the guest
     * reported more than twice the tolerance below what the host measured, else null.
     */
    String movedBy(String name, long reportedMillis) {
        if (!timed()) {
            return null;
        }
        boolean guest = clock.running() == remote;
        long measured = clock.thinkingMillis();
        moved(reportedMillis);
        return guest && measured - reportedMillis > 2 * Charges.TOLERANCE_MILLIS
                ? name + " reported " + reportedMillis / 1000 + " s of thought for a move this host measured at "
                        + measured / 1000 + " s"
                : null;
    }

    /** The colour whose flag has fallen by the host's measurement, or {@link Color#NONE}. */
    public int flagged() {
        return timed() && clock.running() != Color.NONE && nanosToFlag() <= 0 ? clock.running() : Color.NONE;
    }

    /** Nanoseconds until the running side's flag falls, {@link Long#MAX_VALUE} when it cannot. */
    public long nanosToFlag() {
        if (!timed() || clock.running() == Color.NONE) {
            return Long.MAX_VALUE;
        }
        long remaining = clock.state().remaining(clock.running());
        long falls = clock.running() == remote ? Charges.flagFallsAfter(remaining) : remaining;
        long left = falls - clock.thinkingMillis();
        return TimeUnit.MILLISECONDS.toNanos(left);
    }

    /**
     * The flag of the side to move fell: both clocks stop, that side's time at zero. Returns the
     * final state.
     */
    public ClockState forfeit() {
        int flagged = clock.running();
        ClockState last = clock.state();
        ClockState spent = last.spent(clock.control(), flagged, last.remaining(flagged));
        clock.set(spent, Color.NONE);
        return spent;
    }

    /** The game ended otherwise: both clocks stand, the side to move charged nothing more. */
    public void stop() {
        clock.set(clock.state(), Color.NONE);
    }
}
