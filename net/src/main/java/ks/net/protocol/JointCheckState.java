package ks.net.protocol;

import java.util.HexFormat;
import ks.crypto.twopc.Party;
import ks.crypto.twopc.RunRecord;

/**
 * What one process of a joint game keeps of the equality checks of its runs (docs/joint-referee.md,
 * "Saves and resume"): our part of the last run's check, saved before it went out, with the outputs
 * and our account of that run; whether the save we took back was an older ks's, which holds runs but
 * no part of their checks; how often the other's save lacked its part while ours had been saved to
 * go out; and the question whose output decoding of ours went out last. Saved with the rest of
 * {@link JointLog}'s secrets. Not thread-safe: the session's worker owns it.
 */
final class JointCheckState {

    private static final HexFormat HEX = HexFormat.of();

    private final int colour;
    /** Our part of the last run's equality check, saved before it went out; null before the first run. */
    private JointSecrets.Check part;
    /** Whether the save we took back was an older ks's, which holds runs but no part of their checks. */
    private boolean olderSave;
    private int lostChecks;
    /** The question whose output decoding of ours went out last, 0 for none. */
    private int decoded;

    JointCheckState(int colour) {
        this.colour = colour;
    }

    /** Takes back what a save holds. */
    void restore(JointSecrets saved) {
        part = saved.check();
        olderSave = part == null && !saved.runs().isEmpty();
        lostChecks = saved.lostChecks();
        decoded = saved.decoded();
    }

    /**
     * Run {@code checking} of question {@code number} at its equality check: our part of the check
     * with the outputs and our account, saved before the part goes out.
     */
    void checking(int number, Party.Checking checking) {
        RunRecord run = checking.record();
        String mine = HEX.formatHex(run.sentGarbling());
        String theirs = HEX.formatHex(run.receivedGarbling());
        Party.CheckPart ours = checking.part();
        part = new JointSecrets.Check(number, run.run(), HEX.formatHex(ours.sessionId()), HEX.formatHex(ours.value()),
                JointLog.text(checking.outputs()), colour == 0 ? mine : theirs, colour == 0 ? theirs : mine,
                HEX.formatHex(run.obtainedLabels()));
        olderSave = false;
    }

    /** Our saved part of the last run's equality check, or null. */
    JointSecrets.Check saved() {
        return part;
    }

    /** Our saved part as the computation takes it. */
    Party.CheckPart checkPart() {
        return new Party.CheckPart(part.run(), colour, HEX.parseHex(part.session()), HEX.parseHex(part.value()));
    }

    /** The account of the run our saved part belongs to, for our signed answer ({@link JointLog#answer}). */
    RunRecord checkedRun() {
        byte[] white = HEX.parseHex(part.white());
        byte[] black = HEX.parseHex(part.black());
        return new RunRecord(part.run(), new byte[0], colour == 0 ? white : black, colour == 0 ? black : white,
                HEX.parseHex(part.labels()), new byte[0], 0, 0);
    }

    /** Whether our saved part is that of run {@code lastRun} of question {@code asked}, asked and unread. */
    boolean inCheck(int asked, long lastRun) {
        return part != null && asked != 0 && part.number() == asked && part.run() == lastRun;
    }

    /** Whether the save we took back was an older ks's, which saved no part of its checks. */
    boolean olderSave() {
        return olderSave;
    }

    /**
     * The other's save lacked its part of a check whose part of ours had been saved to go out:
     * counted, and the question is computed afresh.
     */
    void lost() {
        lostChecks++;
        // Counted: the run computed afresh notes its own decoding when it goes out.
        decoded = 0;
    }

    int lostChecks() {
        return lostChecks;
    }

    /** Our output decoding of a run of question {@code number} is about to go out. */
    void releasing(int number) {
        decoded = number;
    }

    /** The question whose output decoding of ours went out last, 0 for none. */
    int decoded() {
        return decoded;
    }
}
