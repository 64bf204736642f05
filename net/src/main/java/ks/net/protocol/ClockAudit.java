package ks.net.protocol;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;

/**
 * How the audit checks the clocks the host committed to: each ply's state must follow from the
 * one before by the mover's move alone (the other clock untouched, the mover's move counted, the
 * increment or new period the control gives), whatever the host charged must not be negative, and
 * for the guest's moves not more than {@link Charges#TOLERANCE_MILLIS} above the thinking time the
 * guest signed. Under {@code daily} a move in time sets the mover's clock back to the full 24
 * hours, so the states show no charge: the audit checks that reset and the move count, and a
 * forfeit by the rule below (the player's own ks checks the 24 hours against its own measure,
 * {@link #ownForfeit}). A time forfeit must fall on the side to move, and its result follow the rule
 * ({@link Results#timeOut}). Each check returns {@code null} when it holds, else why not, in words.
 */
public final class ClockAudit {

    private ClockAudit() {
    }

    /** The state before play: both players' full allotment, no moves made. */
    public static String opening(TimeControl control, ClockState first) {
        return first.equals(ClockState.start(control)) ? null
                : "the clocks did not start at " + control.text() + " each (committed " + first.text() + ")";
    }

    /**
     * One ply: {@code mover} moved from {@code before} to {@code after}. {@code reportedMillis} is the
     * thinking time the mover signed with its move, or -1 for the host's own player, whose time the
     * host alone measures.
     */
    public static String move(TimeControl control, ClockState before, ClockState after, int mover,
            long reportedMillis) {
        int other = Color.opposite(mover);
        if (after.remaining(other) != before.remaining(other) || after.moves(other) != before.moves(other)) {
            return Color.name(other) + "'s clock changed on " + Color.name(mover) + "'s move";
        }
        if (control instanceof TimeControl.Daily) {
            return before.afterMove(control, mover, 0).equals(after) ? null
                    : Color.name(mover) + "'s clock went from " + before.text() + " to " + after.text()
                            + ", not back to 24 hours for the next move";
        }
        int made = before.moves(mover) + 1;
        long bonus = control.afterMove(0, made);
        long charged = before.remaining(mover) + bonus - after.remaining(mover);
        if (charged < 0 || !before.afterMove(control, mover, charged).equals(after)) {
            return Color.name(mover) + "'s clock went from " + before.text() + " to " + after.text()
                    + ", which no move under " + control.text() + " gives";
        }
        if (reportedMillis >= 0 && !Charges.fair(charged, reportedMillis)) {
            return "the host charged " + Color.name(mover) + " " + charged + " ms for a move it signed as "
                    + reportedMillis + " ms of thought (more than " + Charges.TOLERANCE_MILLIS + " ms over)";
        }
        return null;
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
     * turn ({@code ownMillis}), its time ({@code remainingMillis} at the turn's start) must be used up
     * within the tolerance.
     */
    public static String ownForfeit(long remainingMillis, long ownMillis) {
        return ownMillis + Charges.TOLERANCE_MILLIS >= remainingMillis ? null
                : "the host declared your time out with " + (remainingMillis - ownMillis)
                        + " ms left on your own clock";
    }
}
