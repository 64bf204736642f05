package ks.net.protocol;

import java.io.IOException;
import java.util.List;
import ks.engine.joint.JointPlayer;
import ks.net.ProtocolException;
import ks.net.joint.CutOffQuestion;

/**
 * A joint game taken up again (docs/joint-referee.md, "Saves and resume"): a {@link JointSession}'s
 * side rebuilt from its own save, its steps replayed through a fresh {@link JointPlayer}; and the
 * resume exchange on a new link: the counts of numbered messages (a side whose save went back in
 * the game is refused, in words that put the older save on its player), then the question cut off,
 * settled from what both saved ({@link CutOffQuestion}); then what the other lacks is sent again
 * and the new link's computation starts by finishing the check of a run cut off, with the parts
 * both saved, or with the question computed afresh ({@link JointQuestions#restart}).
 */
final class JointResume {

    private JointResume() {
    }

    /**
     * Replays our saved {@code steps} into {@code s}'s player and clocks; returns the question the
     * save holds asked and not read, or null.
     */
    static JointQuestions.Question replay(JointSession s, List<JointSecrets.Step> steps) {
        JointPlayer player = s.player();
        JointQuestions.Question open = null;
        for (JointSecrets.Step step : steps) {
            JointPlayer.Kind kind = "any".equals(step.kind()) ? JointPlayer.Kind.ANY : JointPlayer.Kind.ATTEMPT;
            int move = -1;
            if (step.move() != null && kind == JointPlayer.Kind.ATTEMPT) {
                move = player.screen(Entries.move(step.move())).move();
            } else if (step.move() != null && step.alone()) {
                player.askAny();
            }
            if (step.alone()) {
                continue;
            }
            boolean[] inputs = JointLog.bits(step.inputs());
            if (step.outputs() == null) {
                open = s.questions().question(step.number(), kind, move, inputs);
            } else {
                int mover = player.sideToMove();
                if (player.read(kind, move, inputs, JointLog.bits(step.outputs())).moved()) {
                    s.time().replayed(mover, step.number());
                }
            }
        }
        return open;
    }

    /** The resume exchange of {@code s} on {@code fresh}; a refusal is a {@link ProtocolException}. */
    static void exchange(JointSession s, Link fresh) throws IOException {
        JointLog log = s.log();
        SessionSetup setup = s.setup;
        CutOffQuestion.Saved saved = log.saved();
        fresh.send(Message.Resume.of(setup.me(), s.gameId,
                new Message.Progress(log.received(), saved.lastRead(), log.sentCount(), (int) saved.lastRun())));
        Message.Resume r = SetupExchange.readResume(setup, fresh, s.gameId);
        if (r.commitments() > log.sentCount()) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " holds " + r.commitments()
                    + " messages of this game from you, but your save has only " + log.sentCount()
                    + ": the save is older than the game, so it cannot go on honestly");
        }
        if (r.tries() < log.received()) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " has sent only " + r.tries()
                    + " messages of this game, but you hold " + log.received()
                    + ": its save is older than the game, so it cannot go on honestly");
        }
        CutOffQuestion.Plan plan;
        try {
            plan = CutOffQuestion.settle(saved, r.news(), r.anys(), setup.opponent());
        } catch (ProtocolException e) {
            throw SetupExchange.refuseResume(setup, fresh, e.getMessage());
        }
        if (plan.note() != null) {
            // Saved with the log before our decoding of the new run goes out (it waits for a save, as our
            // part of its check does), so a restart cannot begin the count again.
            log.lostCheck(saved.asked());
            s.changed();
            s.emit(new Event.Note(plan.note()));
        }
        s.inbox().clear();
        log.sentFrom(r.commitments()).forEach(s::send);
        s.questions().restart(fresh, plan);
    }
}
