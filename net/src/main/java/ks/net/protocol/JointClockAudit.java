package ks.net.protocol;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;

/**
 * How the audit of a joint game checks its clocks (docs/joint-referee.md, "Clocks"): in a timed
 * game every question carries the asker's signed thinking time, in an untimed one none; the
 * clocks are replayed from the thinks of the legal moves ({@link ClockState#afterMove}), and a
 * legal move signed with a think that uses up the mover's time came after its flag fell. An end
 * on time must rest on a signed flag against the side to move at the last ply and give the
 * result {@link Results#timeOut} gives on the replayed board. Each check returns null when it
 * holds, else why not, in words; an instance keeps the replayed state of one game.
 */
final class JointClockAudit {

    private final TimeControl control;
    private ClockState state;

    JointClockAudit(TimeControl control) {
        this.control = control;
        this.state = ClockState.start(control);
    }

    /** Whether question {@code ask} carries a thinking time exactly when the game is timed. */
    String signedAsTimed(JointMessage.Ask ask, String asker) {
        if (control.timed() == (ask.think() != null)) {
            return null;
        }
        return asker + "'s question " + ask.number() + (control.timed() ? " carries no thinking time in a timed game"
                : " carries a thinking time in an untimed game");
    }

    /** {@code mover} made a legal move at {@code ply} with question {@code ask}: the clocks move on by its think. */
    String moved(int ply, int mover, JointMessage.Ask ask) {
        if (!control.timed()) {
            return null;
        }
        long left = state.remaining(mover);
        if (ask.think() >= left) {
            return Color.name(mover) + " signed " + ask.think() + " ms of thought for its move at ply " + ply + " with "
                    + left + " ms on its clock: it moved after its flag fell";
        }
        state = state.afterMove(control, mover, ask.think());
        return null;
    }

    /**
     * The game ended on time by {@code flag}, at {@code ply} with {@code toMove} to move in
     * {@code position}, recorded as {@code result}. The flag is against the side to move at the
     * last ply, or at the ply before when the flagged side's move there crossed the claim.
     */
    static String timeOut(JointMessage.Flag flag, int ply, int toMove, Position position, String result) {
        // The flagged side's move may have crossed the claim on the wire: then it is the last ply.
        boolean crossed = flag.ply() == ply - 1 && flag.colour() != toMove;
        if (!crossed && (flag.ply() != ply || flag.colour() != toMove)) {
            return "a flag against " + Color.name(flag.colour()) + " at ply " + flag.ply() + " ended a game whose "
                    + "last ply is " + ply + ", with " + Color.name(toMove) + " to move";
        }
        String due = Results.timeOut(position, flag.colour());
        return due.equals(result) ? null
                : "a time forfeit by " + Color.name(flag.colour()) + " here is " + due + ", not " + result;
    }

    /** The clocks after the last legal move replayed. */
    ClockState state() {
        return state;
    }
}
