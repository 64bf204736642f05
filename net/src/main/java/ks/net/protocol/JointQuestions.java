package ks.net.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import ks.engine.Color;
import ks.engine.circuit.Circuit;
import ks.engine.joint.JointCircuits;
import ks.engine.joint.JointPlayer;
import ks.net.joint.CircuitBridge;
import ks.net.joint.CutOffQuestion;

/**
 * The questions a {@link JointSession} computes with the other process, one at a time, in order
 * (docs/joint-referee.md, "A question"): the one in flight, ours or the other's, saved with our
 * inputs before it is computed; after a resume, the last one we read, computed again first for
 * the other, which lost it ({@link CutOffQuestion}); and the computation itself, one
 * {@link JointComputer} per link. When a computation ends, our signed account of it goes to the
 * other, the outputs are read (or, computed again, checked against the first reading), the two
 * accounts are compared, and the other's messages that waited for it are taken in
 * ({@link JointInbox}). A refusal from the other while our computation is under way waits for its
 * result: when the other garbled a different circuit, its program accuses us, and our own check,
 * due at once, names it instead.
 */
final class JointQuestions {

    /**
     * A question being computed: numbered, of {@code kind}, by {@code mover}, with its circuit;
     * {@code move} our attempt when ours, our inputs; {@code readAlready} when computed again after a
     * resume for the other process only (then {@code mover} is its colour).
     */
    record Question(int number, JointPlayer.Kind kind, int mover, Circuit circuit, int move, boolean[] inputs,
            boolean readAlready) {
    }

    private final JointSession s;
    private JointComputer computer;
    private Question pending;
    /** Our last read question, computed again after a resume for the other, which lost it; else null. */
    private Question again;
    /** The other's reason for stopping the game, held while our own computation of the question is under way. */
    private String theirStop;
    /** Whether a link was lost already while a run's equality check was cut off on our side. */
    private boolean cutInCheckBefore;

    JointQuestions(JointSession s) {
        this.s = s;
    }

    /** Question {@code number} of the side to move, with our {@code inputs}; {@code move} our attempt when ours. */
    Question question(int number, JointPlayer.Kind kind, int move, boolean[] inputs) {
        return new Question(number, kind, s.player().sideToMove(), s.circuit(kind), move, inputs, false);
    }

    /** The question a save holds asked and not read, to be computed once the link is back; or null. */
    void restore(Question open) {
        pending = open;
    }

    /** Whether no question is in flight. */
    boolean idle() {
        return pending == null && again == null;
    }

    /** Whether a question asked, ours or the other's, waits for its outputs. */
    boolean asked() {
        return pending != null;
    }

    /** Saves the question with our inputs, sends what waits, and only then starts computing it. */
    void compute(Question q, String uci) throws IOException {
        pending = q;
        s.log().step(new JointSecrets.Step(q.number, q.kind == JointPlayer.Kind.ANY ? "any" : "try", uci, false,
                JointLog.text(q.inputs), null));
        s.changed();
        s.flush();
        s.time().computing();
        computer.compute(q.number, q.circuit, q.mover, q.inputs);
    }

    /**
     * One computation per link: the old one stops, the new one greets the other process and runs
     * the base OTs; its runs are numbered on from {@code runsBefore}.
     */
    void start(Link l, long runsBefore) {
        if (computer != null) {
            computer.stop();
        }
        byte[] sessionId = l instanceof ChannelLink c ? c.channel().sessionId() : s.setup.sessionId();
        // The ATTEMPT circuits of both movers, made on the computation's thread while the other side makes them too.
        Runnable ahead = () -> {
            for (int mover = Color.WHITE; mover <= Color.BLACK; mover++) {
                CircuitBridge.of(JointCircuits.attempt(s.terms.rules(), mover), mover);
            }
        };
        computer = JointComputer.start(l, s.colour, sessionId, s.setup.random(), runsBefore, ahead,
                r -> s.post(new Input.Computed(r)), s.options.ticker()::nanos);
    }

    /**
     * The new link after the resume exchange settled the question cut off: its computation starts
     * with our last read question again when {@code plan} says so, then with the one asked and not
     * read, if any.
     */
    void restart(Link fresh, CutOffQuestion.Plan plan) {
        start(fresh, plan.runsBefore());
        if (plan.again()) {
            JointSecrets.Step last = s.log().lastRead();
            boolean any = "any".equals(last.kind());
            int mover = last.move() != null ? s.colour : s.opponentColour();
            again = new Question(last.number(), any ? JointPlayer.Kind.ANY : JointPlayer.Kind.ATTEMPT, mover,
                    any ? JointCircuits.any(s.terms.rules(), mover) : JointCircuits.attempt(s.terms.rules(), mover), -1,
                    JointLog.bits(last.inputs()), true);
            computer.compute(again.number, again.circuit, again.mover, again.inputs);
        }
        if (pending != null) {
            computer.compute(pending.number, pending.circuit, pending.mover, pending.inputs);
        }
    }

    /** On the link's reader: a piece of the computation, straight to the computation of {@code from}'s link. */
    void deliver(Link from, Message.Compute c) {
        JointComputer comp = computer;
        if (comp != null && comp.link() == from && !comp.deliver(c)) {
            from.close();
        }
    }

    /** The other stopped the game: at once, unless our computation of a question is under way. */
    void theyStopped(String reason) throws IOException {
        if (!idle()) {
            theirStop = reason;
        } else {
            s.ending().stop(s.setup.opponent() + " stopped the game: " + reason, false);
        }
    }

    /** The computation of a question ended. */
    void computed(Input.Computed c) throws IOException {
        if (c.result().link() != s.link() || s.done()) {
            return;
        }
        boolean misbehaved = c.result() instanceof JointComputer.Failed f && f.misbehaved();
        if (theirStop != null && !misbehaved) {
            s.ending().stop(s.setup.opponent() + " stopped the game: " + theirStop, false);
            return;
        }
        if (c.result() instanceof JointComputer.Failed f) {
            if (f.misbehaved()) {
                s.ending().stop(s.setup.opponent() + "'s process broke the two-party computation: " + f.why(), true);
            } else {
                s.emit(new Event.Note(f.why()));
                s.link().close();
            }
            return;
        }
        JointComputer.Answered a = (JointComputer.Answered) c.result();
        Question q = again != null ? again : pending;
        if (q == null || a.number() != q.number) {
            return;
        }
        s.time().computed(a.waitedNanos());
        String outputs = JointLog.text(a.outputs());
        if (q == again) {
            again = null;
            s.log().ranAgain(q.number, a.run(), a.inputs());
        } else {
            pending = null;
            s.log().ran(q.number, a.run(), a.inputs(), outputs);
        }
        s.sendJoint(s.log().answer(q.number, a.run(), outputs, s::sign));
        if (q.readAlready) {
            String earlier = s.log().outputsOf(q.number);
            if (!earlier.equals(outputs)) {
                s.ending().stop("question " + q.number + " computed again gave other outputs than the first time: "
                        + s.setup.opponent() + " changed its inputs", true);
                return;
            }
        } else {
            s.read(q, a.outputs(), outputs);
        }
        String differs = s.log().answersDiffer(q.number, a.run().run());
        if (differs != null) {
            s.ending().stop(differs, true);
            return;
        }
        s.inbox().takeWaiting();
        s.ending().settle();
    }

    /**
     * The link was lost while a run's equality check was cut off on our side (our part out, the
     * other's not come): the other may know the check's outcome, one bit of our men under a
     * garbling made to fail on them, and a run computed again after the resume would give it one
     * more for each link it drops there, never caught. The first time in a game our player is told
     * and the game resumes as usual (a crash or a link that fails just then is honest, and rare);
     * the second time the game stops here, and true is returned.
     */
    boolean lostInCheck() {
        if (computer == null || idle() || !computer.awaitingCheck()) {
            return false;
        }
        Question q = again != null ? again : pending;
        String lost = "the connection to " + s.setup.opponent() + " was lost in the equality check of question "
                + q.number + ", after your process's part of it had gone out: " + s.setup.opponent()
                + "'s process may have learned one bit of your men from it";
        if (!cutInCheckBefore) {
            cutInCheckBefore = true;
            s.emit(new Event.Note(lost + "; a second time in this game stops it"));
            return false;
        }
        try {
            s.ending().stop(lost + ", the second time in this game, and would learn one more from each run computed"
                    + " again, so the game stops here", false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return true;
    }

    /**
     * The link was lost at the end after the other stopped the game; true when that ends the
     * session here, false when the other did not stop it.
     */
    boolean lostAfterTheirStop() {
        if (theirStop != null && !idle() && computer != null) {
            // The other stopped the game and left while our computation still runs: its end says
            // whether the other broke it (the pieces that came are still checked) or its line stands.
            computer.linkGone();
            return true;
        }
        if (theirStop != null) {
            // The other stopped the game and left before our computation said more: its line stands.
            try {
                s.ending().stop(s.setup.opponent() + " stopped the game: " + theirStop, false);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return true;
        }
        return false;
    }

    /** The session ended: the computation stops. */
    void stop() {
        if (computer != null) {
            computer.stop();
        }
    }
}
