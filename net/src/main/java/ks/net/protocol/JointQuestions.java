package ks.net.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import ks.crypto.twopc.RunRecord;
import ks.engine.Color;
import ks.engine.circuit.Circuit;
import ks.engine.joint.JointCircuits;
import ks.engine.joint.JointPlayer;
import ks.net.joint.CircuitBridge;
import ks.net.joint.CutOffQuestion;

/**
 * The questions a {@link JointSession} computes with the other process, one at a time, in order
 * (docs/joint-referee.md, "A question"): the one in flight, ours or the other's, saved with our
 * inputs before it is computed and with our part of its equality check before that part goes out;
 * after a resume, the check of a run cut off, finished first with the saved parts
 * ({@link CutOffQuestion}); and the computation itself, one {@link JointComputer} per link. When a
 * computation ends, our signed account of it goes to the other, the outputs are read, the two
 * accounts are compared, and the other's messages that waited for it are taken in
 * ({@link JointInbox}). A refusal from the other while our computation is under way waits for its
 * result: when the other garbled a different circuit, its program accuses us, and our own check,
 * due at once, names it instead.
 */
final class JointQuestions {

    /**
     * A question being computed: numbered, of {@code kind}, by {@code mover}, with its circuit;
     * {@code move} our attempt when ours, our inputs.
     */
    record Question(int number, JointPlayer.Kind kind, int mover, Circuit circuit, int move, boolean[] inputs) {
    }

    private final JointSession s;
    private JointComputer computer;
    private Question pending;
    /** The question whose run's check is being finished after a resume, 0 for none. */
    private int finishing;
    /** The other's reason for stopping the game, held while our own computation of the question is under way. */
    private String theirStop;
    /**
     * What the computation had waited for the other, and our sends had been held by the link, when
     * the question's span on the clocks (re)opened.
     */
    private long waitedAtSpan;

    JointQuestions(JointSession s) {
        this.s = s;
    }

    /** Question {@code number} of the side to move, with our {@code inputs}; {@code move} our attempt when ours. */
    Question question(int number, JointPlayer.Kind kind, int move, boolean[] inputs) {
        return new Question(number, kind, s.player().sideToMove(), s.circuit(kind), move, inputs);
    }

    /** The question a save holds asked and not read, to be computed once the link is back; or null. */
    void restore(Question open) {
        pending = open;
    }

    /** Whether no question is in flight. */
    boolean idle() {
        return pending == null && finishing == 0;
    }

    /** Whether a question asked, ours or the other's, waits for its outputs. */
    boolean asked() {
        return pending != null;
    }

    /**
     * Saves the question with our inputs, sends what waits, and only then starts computing it. The
     * computation's span, for the clocks, starts before the save: on the other's question the save is
     * our process's time, not the mover's (on ours our clock runs through it alike).
     */
    void compute(Question q, String uci) throws IOException {
        pending = q;
        openSpan();
        s.log().step(new JointSecrets.Step(q.number, q.kind == JointPlayer.Kind.ANY ? "any" : "try", uci, false,
                JointLog.text(q.inputs), null));
        s.changed();
        s.flush();
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
     * with the check of our last run, finished with our saved part, when {@code plan} says so; then
     * the question asked and not read, if any and not in that check.
     */
    void restart(Link fresh, CutOffQuestion.Plan plan) {
        start(fresh, plan.runsBefore());
        if (pending != null) {
            // The span closed when the link was lost; the time between was the mover's, as any time the link is down.
            openSpan();
        }
        boolean ourCheck = false;
        if (plan.finish()) {
            JointSecrets.Check check = s.log().checks().saved();
            finishing = check.number();
            ourCheck = pending != null && pending.number == check.number();
            computer.finish(check.number(), s.log().checks().checkPart());
        }
        if (pending != null && !ourCheck) {
            computer.compute(pending.number, pending.circuit, pending.mover, pending.inputs);
        }
    }

    /**
     * The link was lost: the span of a question in flight closes now, with all our computation
     * waited for the other since it opened, the wait under way included. The run cut off never
     * reports those waits, and the time until the new link's computation starts is the mover's.
     */
    void linkLost() {
        if (pending != null && computer != null) {
            closeSpan();
        }
    }

    /** The clocks' span of the question in flight opens (again) now. */
    private void openSpan() {
        s.time().computing();
        waitedAtSpan = waited();
    }

    /**
     * The span closes: what our computation waited for the other meanwhile is the other's part, and
     * so is the time our sends were held (a peer that stops reading holds them, our question's
     * among them, once the buffers are full; counted as our own time, that stall was in our
     * account of ourselves, or off the mover's by our measure of the other's turn).
     */
    private void closeSpan() {
        s.time().computed(waited() - waitedAtSpan);
    }

    private long waited() {
        return computer.waitedNanos() + s.sendingNanos();
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

    /** The computation of a question ended, reached its equality check, or finished one cut off before. */
    void computed(Input.Computed c) throws IOException {
        if (c.result() instanceof JointComputer.Checking k) {
            keep(k);
            return;
        }
        if (c.result() instanceof JointComputer.Releasing r) {
            release(r);
            return;
        }
        if (c.result().link() != s.link() || s.done()) {
            return;
        }
        boolean misbehaved = c.result() instanceof JointComputer.Failed f && f.misbehaved();
        if (theirStop != null && !misbehaved) {
            s.ending().stop(s.setup.opponent() + " stopped the game: " + theirStop, false);
            return;
        }
        if (c.result() instanceof JointComputer.Failed f) {
            if (f.misbehaved() && finishing != 0 && (pending == null || pending.number != finishing)) {
                s.ending().stop(s.setup.opponent() + "'s part of the equality check of question " + finishing
                        + ", sent again, is not the one it sent first", true);
            } else if (f.misbehaved()) {
                s.ending().stop(s.setup.opponent() + "'s process broke the two-party computation: " + f.why(), true);
            } else {
                s.emit(new Event.Note(f.why()));
                s.link().close();
            }
            return;
        }
        if (c.result() instanceof JointComputer.Finished done) {
            finished(done);
            return;
        }
        JointComputer.Answered a = (JointComputer.Answered) c.result();
        Question q = pending;
        if (q == null || a.number() != q.number) {
            return;
        }
        closeSpan();
        answered(q, a.run(), a.outputs());
    }

    /**
     * Saves our part of a run's equality check, with the outputs and our account, before the
     * computation sends it; a run no longer ours to compute is stopped there instead.
     */
    private void keep(JointComputer.Checking k) throws IOException {
        if (k.link() != s.link() || s.done() || pending == null || pending.number != k.number()) {
            k.kept().completeExceptionally(new IOException("question " + k.number() + " is no longer computed here"));
            return;
        }
        s.log().checking(k.number(), k.checking(), pending.inputs);
        s.changed();
        try {
            s.flush();
        } finally {
            k.kept().complete(null);
        }
    }

    /**
     * Saves that our output decoding of question {@code r}'s run goes out, before it does: a resume
     * that has the question computed again after it counts it ({@link CutOffQuestion}).
     */
    private void release(JointComputer.Releasing r) throws IOException {
        if (r.link() != s.link() || s.done() || pending == null || pending.number != r.number()) {
            r.kept().completeExceptionally(new IOException("question " + r.number() + " is no longer computed here"));
            return;
        }
        s.log().checks().releasing(r.number());
        s.changed();
        try {
            s.flush();
        } finally {
            r.kept().complete(null);
        }
    }

    /** The check cut off was finished: our question in it is answered from what we saved; one we read goes on. */
    private void finished(JointComputer.Finished done) throws IOException {
        if (done.number() != finishing) {
            return;
        }
        finishing = 0;
        if (pending != null && pending.number == done.number()) {
            closeSpan();
            answered(pending, s.log().checks().checkedRun(), JointLog.bits(s.log().checks().saved().outputs()));
            return;
        }
        s.inbox().takeWaiting();
        s.ending().settle();
    }

    /** Question {@code q} answered in {@code run}: our account to the other, the outputs read, the accounts compared. */
    private void answered(Question q, RunRecord run, boolean[] bits) throws IOException {
        String outputs = JointLog.text(bits);
        pending = null;
        s.sendJoint(s.log().answer(q.number, run, outputs, s::sign));
        s.read(q, bits, outputs);
        String differs = s.log().answersDiffer(q.number, run.run());
        if (differs != null) {
            s.ending().stop(differs, true);
            return;
        }
        s.inbox().takeWaiting();
        s.ending().settle();
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
