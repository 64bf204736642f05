package ks.net.protocol;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;

/**
 * How the audit checks the clocks the referee committed to: each ply's state must follow from the
 * one before by the mover's move alone (the other clock untouched, the mover's move counted, the
 * increment or new period the control gives), whatever was charged must not be negative, and for
 * the auditing player's moves it must keep to what that player signed ({@link Charges}): over the
 * thinking time it signed with the move by no more than the round trip it signed with it, and
 * over all its signed thinking times by no more than {@link Charges#GAME_ALLOWANCE_MILLIS} in the
 * game. An instance keeps that sum for one game's replay. Attempts signed before round trips
 * were ({@code ks/timed-try/v1}) are held to the old rule, the tolerance over each move. Under
 * {@code daily} a move in time sets the mover's clock back to the full 24 hours, so the states
 * show no charge: the audit checks that reset and the move count, and a forfeit by the rule below
 * (the player's own ks checks the 24 hours against its own measure, {@link #ownForfeit}). A time
 * forfeit must fall on the side to move, and its result follow the rule ({@link Results#timeOut}).
 * Each check returns {@code null} when it holds, else why not, in words.
 */
public final class ClockAudit {

    private final TimeControl control;
    /** What the referee charged the auditing player over its signed thinking times so far. */
    private long overcharged;

    /** The checks of one game's plies under {@code control}. */
    public ClockAudit(TimeControl control) {
        this.control = control;
    }

    /** The state before play: both players' full allotment, no moves made. */
    public static String opening(TimeControl control, ClockState first) {
        return first.equals(ClockState.start(control)) ? null
                : "the clocks did not start at " + control.text() + " each (committed " + first.text() + ")";
    }

    /**
     * One ply: {@code mover} moved from {@code before} to {@code after}. {@code signed} is the
     * attempt the auditing player signed for that move, with its thinking time and round trip, or
     * null for the other player's move, which only the referee measures.
     */
    public String move(ClockState before, ClockState after, int mover, Message.Try signed) {
        int other = Color.opposite(mover);
        if (after.remaining(other) != before.remaining(other) || after.moves(other) != before.moves(other)) {
            return Color.name(other) + "'s clock changed on " + Color.name(mover) + "'s move";
        }
        if (control instanceof TimeControl.Daily) {
            return before.afterMove(control, mover, 0).equals(after) ? null
                    : Color.name(mover) + "'s clock went from " + before.text() + " to " + after.text()
                            + ", not back to 24 hours for the next move";
        }
        long charged = charged(control, before, after, mover);
        if (charged < 0) {
            return Color.name(mover) + "'s clock went from " + before.text() + " to " + after.text()
                    + ", which no move under " + control.text() + " gives";
        }
        return signed == null ? null : keptTo(charged, signed, mover);
    }

    /** Whether charging {@code charged} for the move {@code signed} keeps to what the player signed. */
    private String keptTo(long charged, Message.Try signed, int mover) {
        long reported = signed.think() == null ? 0 : signed.think();
        String charge = "the host charged " + Color.name(mover) + " " + charged + " ms for a move it signed as "
                + reported + " ms of thought";
        if (signed.lag() == null) {
            return Charges.fairWithoutRoundTrip(charged, reported) ? null
                    : charge + " (more than " + Charges.TOLERANCE_MILLIS + " ms over)";
        }
        if (!Charges.fair(charged, reported, signed.lag())) {
            return charge + ", more than the " + Charges.roundTrip(signed.lag()) + " ms its round trips allow over it";
        }
        overcharged += Math.max(0, charged - reported);
        return overcharged <= Charges.GAME_ALLOWANCE_MILLIS ? null
                : "the host has charged " + Color.name(mover) + " " + overcharged + " ms over its signed thinking"
                        + " times by this move, more than the " + Charges.GAME_ALLOWANCE_MILLIS + " ms a game allows";
    }

    /**
     * What {@code mover} was charged for its move from {@code before} to {@code after} under
     * {@code control} (not {@code daily}, which shows no charge), or -1 when no move gives it.
     */
    static long charged(TimeControl control, ClockState before, ClockState after, int mover) {
        long bonus = control.afterMove(0, before.moves(mover) + 1);
        long charged = before.remaining(mover) + bonus - after.remaining(mover);
        return charged >= 0 && before.afterMove(control, mover, charged).equals(after) ? charged : -1;
    }

    /**
     * A time forfeit declared against {@code flagged} with {@code result}, in {@code position}
     * (the final one) with {@code toMove} to move.
     */
    public static String forfeit(Position position, int toMove, int flagged, String result) {
        if (flagged != toMove) {
            return "the host declared " + Color.name(flagged) + "'s time out while " + Color.name(toMove)
                    + " was to move";
        }
        String due = Results.timeOut(position, flagged);
        return due.equals(result) ? null
                : "a time forfeit by " + Color.name(flagged) + " here is " + due + ", not " + result;
    }

    /**
     * The guest's own check when the host says its time ran out: by the guest's own measure of its
     * turn ({@code ownMillis}), the time its own account gave it ({@code remainingMillis} at the
     * turn's start, from its own signed thinking times) must be used up within the tolerance.
     */
    public static String ownForfeit(long remainingMillis, long ownMillis) {
        return ownMillis + Charges.TOLERANCE_MILLIS >= remainingMillis ? null
                : "the host declared your time out with " + (remainingMillis - ownMillis)
                        + " ms left on your own clock";
    }
}
