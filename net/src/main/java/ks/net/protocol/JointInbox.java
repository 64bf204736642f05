package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import ks.engine.joint.JointPlayer;
import ks.engine.referee.Announcement;
import ks.net.ProtocolException;
import ks.net.joint.Heard;

/**
 * The other process's numbered messages ({@link JointMessage}) as a {@link JointSession} takes
 * them in (docs/joint-referee.md, "The game's messages"): in the order of their numbers (a copy of
 * one already taken in is dropped, a gap is a {@link ProtocolException}), each checked and kept by
 * the {@link JointLog} (a fault stops the game, naming the sender), and held back while a question
 * is computed, since the other process may be a question ahead of us: what it says after its
 * answer waits for ours. Then each does its part: a question in turn is computed, one out of turn
 * or past the bound of a turn ({@link TurnBound}) stops the game; a refusal the rules tell both is
 * heard; a commitment to the other's men is acknowledged; an answer is compared with ours; a flag,
 * a statement, a reveal go to the clocks and the end.
 */
final class JointInbox {

    /**
     * The most of the other's messages held back while a question is computed. An honest process
     * is at most a question ahead: after its answer come its commitment and acknowledgement, a
     * flag, its statements, then its next turn's refusals told to both (at most
     * {@link TurnBound#ACTIONS}) and its question; more could only be meant to fill our memory
     * while it stalls the computation.
     */
    static final int HELD = TurnBound.ACTIONS + 16;

    private final JointSession s;
    private final Deque<Message.Joint> waiting = new ArrayDeque<>();
    /** The other's attempts and questions this turn, each kept and the questions computed: bounded. */
    private final TurnBound theirs = new TurnBound();

    JointInbox(JointSession s) {
        this.s = s;
    }

    /** A numbered message of the other's as it came: dropped, refused, held back, or taken in. */
    void arrived(Message.Joint j) throws IOException {
        JointLog log = s.log();
        if (j.seq() < log.received()) {
            return;
        }
        if (j.seq() != log.received() + waiting.size()) {
            throw new ProtocolException(s.setup.opponent() + " sent message " + j.seq() + " of the game where "
                    + (log.received() + waiting.size()) + " was due");
        }
        // The other process may be a question ahead of us: what it says after its answer waits for ours.
        if (!s.idle() || !waiting.isEmpty()) {
            if (waiting.size() >= HELD) {
                s.ending().stop(s.setup.opponent() + " sent more than " + HELD
                        + " messages while a question was computed", true);
                return;
            }
            waiting.add(j);
            return;
        }
        take(j);
    }

    /** Our question was read: what the other said after its answer is taken in, until the next question. */
    void takeWaiting() throws IOException {
        while (!waiting.isEmpty() && s.idle() && !s.done()) {
            take(waiting.poll());
        }
    }

    /** A restored game: the turn's count of the other's actions goes on from the save. */
    void restore() {
        s.log().countActions(s.opponentColour(), theirs);
    }

    /** A resume: what the other holds back now comes again on the new link. */
    void clear() {
        waiting.clear();
    }

    /** One numbered message of the other's, in order. */
    private void take(Message.Joint j) throws IOException {
        JointLog log = s.log();
        String fault = log.accept(j, s.setup.opponent(), s.setup.peer(), s.gameId);
        if (fault != null) {
            s.ending().stop(fault, true);
            return;
        }
        s.changed();
        if (j instanceof JointMessage.Ask a) {
            theirQuestion(a);
        } else if (j instanceof JointMessage.Refused r) {
            theirRefusal(r);
        } else if (j instanceof JointMessage.Men m) {
            s.sendJoint(new JointMessage.MenAck(log.nextSeq(), m.ply(),
                    s.sign(JointStatements.menAck(s.gameId, s.colour, m.ply(), m.commitment()))));
        } else if (j instanceof JointMessage.MenAck ack) {
            s.time().menAcknowledged(ack.ply());
        } else if (j instanceof JointMessage.Flag f) {
            s.time().theirFlag(f);
        } else if (j instanceof JointMessage.Answer a) {
            String differs = log.answersDiffer(a.number(), a.run());
            if (differs != null) {
                s.ending().stop(differs, true);
            } else {
                s.ending().settle();
            }
        } else if (j instanceof JointMessage.Said said) {
            s.ending().theirs(said.statement());
        } else if (j instanceof JointMessage.Reveal) {
            s.ending().revealed();
        }
    }

    private void theirQuestion(JointMessage.Ask a) throws IOException {
        JointPlayer player = s.player();
        JointLog log = s.log();
        // A question asked before the other learned that the game ended is still computed (JointEnd).
        if (player.toMove() || player.isOver() || a.number() != log.questions() + 1 || a.ply() != s.plies()) {
            s.ending().stop(s.setup.opponent() + " asked question " + a.number() + " at ply " + a.ply()
                    + " out of turn (question " + (log.questions() + 1) + ", ply " + s.plies() + " was due)", true);
            return;
        }
        if (pastTheBound(a.ply())) {
            return;
        }
        log.nextQuestion();
        if (s.time().refuses(a)) {
            return;
        }
        JointPlayer.Kind kind = "any".equals(a.kind()) ? JointPlayer.Kind.ANY : JointPlayer.Kind.ATTEMPT;
        JointQuestions questions = s.questions();
        questions.compute(questions.question(a.number(), kind, -1, s.inputs(kind, -1)), null);
    }

    private void theirRefusal(JointMessage.Refused r) throws IOException {
        JointPlayer.Refusal why;
        try {
            why = JointPlayer.Refusal.valueOf(r.refusal());
        } catch (IllegalArgumentException e) {
            s.ending().stop(s.setup.opponent() + " told of a refusal this ks does not know (" + r.refusal() + ")", true);
            return;
        }
        if (s.player().toMove() || r.number() != s.log().questions() + 1 || r.ply() != s.plies()) {
            s.ending().stop(s.setup.opponent() + " told of a refused attempt out of turn", true);
            return;
        }
        if (pastTheBound(r.ply())) {
            return;
        }
        s.log().nextQuestion();
        List<Announcement> words = s.player().heardOf(why);
        if (!words.isEmpty()) {
            s.hear(new Heard(false, -1, null, false, -1, words));
        }
    }

    /**
     * Counts the other's attempt or question at {@code ply}; past the bound of a turn it is neither
     * computed nor heard: the game stops, the other named (its signed message, kept, proves it).
     */
    private boolean pastTheBound(int ply) throws IOException {
        if (theirs.admit(ply)) {
            return false;
        }
        s.ending().stop(TurnBound.exceeded(s.setup.opponent()), true);
        return true;
    }
}
