package ks.net.protocol;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import ks.crypto.Identity;
import ks.crypto.twopc.Party;
import ks.crypto.twopc.RunRecord;
import ks.net.joint.Heard;
import ks.net.joint.CutOffQuestion;

/**
 * What one process of a joint game has said and heard, and its secrets: the numbered messages it
 * sent and those it took in (each checked against the other's key as it comes, by
 * {@link JointSignatures}), its men commitments and their salts, its actions and their salts, the
 * steps of its side, every run's inputs and seed, what it keeps of the runs' equality checks
 * ({@link JointCheckState}), and its player's words. Saved whole after every ply; the record leaves
 * out the secrets, which the reveal carries at the end. Not thread-safe: the session's worker owns it.
 */
final class JointLog {

    private static final HexFormat HEX = HexFormat.of();

    private final int colour;
    private final int other;
    private final String gameId;
    private final List<Message.Joint> sent = new ArrayList<>();
    private final List<Message.Joint> taken = new ArrayList<>();
    private final List<Heard> heard = new ArrayList<>();
    private final List<JointSecrets.Step> steps = new ArrayList<>();
    private final List<String> menSalts = new ArrayList<>();
    private final List<String> menCommitments = new ArrayList<>();
    private final List<JointMessage.Action> actions = new ArrayList<>();
    private final List<JointMessage.Run> runs = new ArrayList<>();
    private int questions;
    private int theirMen;
    private final JointCheckState checks;

    JointLog(int colour, String gameId) {
        this.colour = colour;
        this.gameId = gameId;
        this.other = 1 - colour;
        this.checks = new JointCheckState(colour);
    }

    /** Takes back what a save holds. */
    void restore(JointRecord saved, List<String> commitments) {
        sent.addAll(saved.sentBy(colour));
        taken.addAll(saved.sentBy(other));
        heard.addAll(saved.heard());
        JointSecrets s = saved.secrets();
        steps.addAll(s.steps());
        menSalts.addAll(s.menSalts());
        actions.addAll(s.actions());
        runs.addAll(s.runs());
        checks.restore(s);
        menCommitments.addAll(commitments);
        theirMen = (int) taken.stream().filter(m -> m instanceof JointMessage.Men).count();
        for (Message.Joint m : sent) {
            questions = Math.max(questions, number(m));
        }
        for (Message.Joint m : taken) {
            questions = Math.max(questions, number(m));
        }
    }

    private static int number(Message.Joint m) {
        return m instanceof JointMessage.Ask a ? a.number() : m instanceof JointMessage.Refused r ? r.number() : 0;
    }

    /** The ply of an attempt or question the other process is told of ({@link TurnBound} counts them), or -1. */
    static int actionPly(Message.Joint m) {
        return m instanceof JointMessage.Ask a ? a.ply() : m instanceof JointMessage.Refused r ? r.ply() : -1;
    }

    /** Counts, into {@code bound}, the numbered actions {@code by} sent that this log holds: a restored turn's count. */
    void countActions(int by, TurnBound bound) {
        for (Message.Joint m : by == colour ? sent : taken) {
            if (actionPly(m) >= 0) {
                bound.admit(actionPly(m));
            }
        }
    }

    int plies() {
        return Math.max(0, menCommitments.size() - 1);
    }

    /** Questions and refusals told to both, so far. */
    int questions() {
        return questions;
    }

    /** The next number of a question or of a refusal told to both. */
    int nextQuestion() {
        return ++questions;
    }

    int nextSeq() {
        return sent.size();
    }

    int sentCount() {
        return sent.size();
    }

    /** How many of the other's numbered messages we took in. */
    int received() {
        return taken.size();
    }

    /** Ours from number {@code from} on: what the other lacks after a resume. */
    List<Message.Joint> sentFrom(int from) {
        return List.copyOf(sent.subList(Math.min(from, sent.size()), sent.size()));
    }

    void sent(Message.Joint m) {
        sent.add(m);
    }

    /** One of our actions, with its salt; returns the salt. */
    String act(int ply, int number, String kind, String move, String salt) {
        actions.add(new JointMessage.Action(ply, number, kind, move, salt));
        return salt;
    }

    void step(JointSecrets.Step s) {
        steps.add(s);
    }

    /** The outputs of question {@code number}, read. */
    void outputs(int number, String outputs) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            JointSecrets.Step s = steps.get(i);
            if (!s.alone() && s.number() == number) {
                steps.set(i, s.withOutputs(outputs));
                return;
            }
        }
    }

    /** What this side's save says of the last questions, for the resume ({@link CutOffQuestion}). */
    CutOffQuestion.Saved saved() {
        List<Integer> read = new ArrayList<>();
        int asked = 0;
        for (JointSecrets.Step s : steps) {
            if (!s.alone() && s.outputs() != null) {
                read.add(s.number());
            } else if (!s.alone()) {
                asked = s.number();
            }
        }
        int last = read.isEmpty() ? 0 : read.get(read.size() - 1);
        int before = read.size() < 2 ? 0 : read.get(read.size() - 2);
        long lastRun = runs.stream().mapToLong(JointMessage.Run::run).max().orElse(0);
        boolean answered = taken.stream().anyMatch(m -> m instanceof JointMessage.Answer a && a.number() == last);
        return new CutOffQuestion.Saved(last, before, asked, lastRun, last > 0 && answered,
                checks.inCheck(asked, lastRun), !checks.olderSave(), checks.lostChecks(),
                asked != 0 && checks.decoded() == asked);
    }

    /** Whether we hold the other's signed answer to every question whose outputs we read. */
    boolean answeredByThem() {
        return steps.stream().filter(s -> !s.alone() && s.outputs() != null).allMatch(s -> taken.stream()
                .anyMatch(m -> m instanceof JointMessage.Answer a && a.number() == s.number()));
    }

    /**
     * Run {@code checking} of question {@code number}, on our {@code inputs}, at its equality check:
     * its inputs and seed, kept for the reveal, and our part of the check with the outputs and our
     * account, saved before the part goes out.
     */
    void checking(int number, Party.Checking checking, boolean[] inputs) {
        RunRecord run = checking.record();
        runs.add(new JointMessage.Run(number, run.run(), text(inputs), HEX.formatHex(run.garblingSeed())));
        checks.checking(number, checking);
    }

    /** What we keep of the equality checks: our saved part of the last run's, and their counts. */
    JointCheckState checks() {
        return checks;
    }

    /**
     * The other's save lacked its part of the check of question {@code number}'s run, ours had been
     * saved to go out: counted, and the run forgotten, since the other can reveal no half of it; the
     * question is computed afresh.
     */
    void lostCheck(int number) {
        runs.removeIf(r -> r.number() == number);
        checks.lost();
    }

    /** Our signed account of a run: the outputs and the garbling digests by colour, and the labels we obtained. */
    JointMessage.Answer answer(int number, RunRecord run, String outputs, Function<byte[], String> signer) {
        String mine = HEX.formatHex(run.sentGarbling());
        String theirs = HEX.formatHex(run.receivedGarbling());
        String white = colour == 0 ? mine : theirs;
        String black = colour == 0 ? theirs : mine;
        String labels = HEX.formatHex(run.obtainedLabels());
        return new JointMessage.Answer(sent.size(), number, run.run(), outputs, white, black, labels,
                signer.apply(JointStatements.answer(gameId, colour, number, run.run(), outputs, white, black, labels)));
    }

    /**
     * A fault when both sides' accounts of run {@code run} of question {@code number} are in hand
     * and differ in the outputs or in a garbling digest, else null.
     */
    String answersDiffer(int number, long run) {
        JointMessage.Answer mine = find(sent, number, run);
        JointMessage.Answer theirs = find(taken, number, run);
        if (mine == null || theirs == null) {
            return null;
        }
        if (!mine.outputs().equals(theirs.outputs()) || !mine.whiteGarbling().equals(theirs.whiteGarbling())
                || !mine.blackGarbling().equals(theirs.blackGarbling())) {
            return "the other process signed another account of question " + number + " than the one computed";
        }
        return null;
    }

    private static JointMessage.Answer find(List<Message.Joint> list, int number, long run) {
        for (Message.Joint m : list) {
            if (m instanceof JointMessage.Answer a && a.number() == number && a.run() == run) {
                return a;
            }
        }
        return null;
    }

    /** A fresh men salt for the next ply; returns that ply. */
    int menSalt(String salt) {
        menSalts.add(salt);
        return menSalts.size() - 1;
    }

    void menCommitment(String c) {
        menCommitments.add(c);
    }

    List<String> menCommitments() {
        return List.copyOf(menCommitments);
    }

    void heard(Heard h) {
        heard.add(h);
    }

    List<Heard> heardSoFar() {
        return List.copyOf(heard);
    }

    /**
     * Checks one numbered message of the other's ({@code opponent}), signed with {@code peer}'s
     * key, and keeps it; returns the fault in words, naming the sender, or null.
     */
    String accept(Message.Joint m, String opponent, Identity peer, String id) {
        if (m instanceof JointMessage.Men men && men.ply() != theirMen) {
            return opponent + "'s commitment to its men for ply " + men.ply() + " came where ply " + theirMen
                    + "'s was due";
        }
        // Its men after a ply we have not reached: an honest process commits after the move, which
        // we read before we take in what it said after its answer; kept, each would make room for the next.
        if (m instanceof JointMessage.Men men && men.ply() > plies()) {
            return opponent + " committed to its men for ply " + men.ply() + ", which has not been played";
        }
        if (m instanceof JointMessage.MenAck ack && ack.ply() >= menCommitments.size()) {
            return opponent + " acknowledged a commitment for ply " + ack.ply() + " that was never made";
        }
        if (!JointSignatures.signedBy(m, other, peer, id, menCommitments)) {
            return opponent + "'s " + JointSignatures.kind(m) + " is not signed with " + opponent + "'s key";
        }
        String again = JointRepeats.fault(this, m, opponent, other);
        if (again != null) {
            return again;
        }
        if (m instanceof JointMessage.Men) {
            theirMen++;
        }
        taken.add(m);
        return null;
    }

    /** How many messages of the other's that {@code test} holds for we took in. */
    long count(Predicate<Message.Joint> test) {
        return taken.stream().filter(test).count();
    }

    /** Whether we took in a message of the other's that {@code test} holds for. */
    boolean took(Predicate<Message.Joint> test) {
        return taken.stream().anyMatch(test);
    }

    /** The flag claim that decides the game, by the one rule the audit reads too ({@link JointRecord#decidingFlag}), or null. */
    JointMessage.Flag flag() {
        return colour == 0 ? JointRecord.decidingFlag(sent, taken) : JointRecord.decidingFlag(taken, sent);
    }

    /** The question {@code number} either player asked, or null. */
    JointMessage.Ask ask(int number) {
        for (List<Message.Joint> list : List.of(sent, taken)) {
            for (Message.Joint m : list) {
                if (m instanceof JointMessage.Ask a && a.number() == number) {
                    return a;
                }
            }
        }
        return null;
    }

    /** Our reveal, signed by {@code signer}. */
    JointMessage.Reveal reveal(String id, Function<byte[], String> signer) {
        return new JointMessage.Reveal(sent.size(), actions, menSalts, runs,
                signer.apply(JointStatements.reveal(id, colour, actions, menSalts, runs)));
    }

    /**
     * Whether the other player's own statements ended the game for it: a resignation or quit, or a
     * draw signed no earlier than our last one.
     */
    boolean theyEndedIt() {
        for (Message.Joint m : taken) {
            // A flag claim ends the claimant's game as its resignation would: it waits for our reveal.
            if (m instanceof JointMessage.Said s && !"draw".equals(s.statement().kind())
                    || m instanceof JointMessage.Flag) {
                return true;
            }
        }
        Statement theirDraw = lastDraw(other);
        Statement ourDraw = lastDraw(colour);
        return theirDraw != null && ourDraw != null && theirDraw.plies() >= ourDraw.plies();
    }

    /** The last draw statement {@code by} signed in this game, or null. */
    Statement lastDraw(int by) {
        Statement last = null;
        for (Message.Joint m : by == colour ? sent : taken) {
            if (m instanceof JointMessage.Said s && "draw".equals(s.statement().kind())) {
                last = s.statement();
            }
        }
        return last;
    }

    /** Whether we sent our reveal already. */
    boolean revealed() {
        return sent.stream().anyMatch(m -> m instanceof JointMessage.Reveal);
    }

    /** Whether the other's reveal came. */
    boolean theirsRevealed() {
        return taken.stream().anyMatch(m -> m instanceof JointMessage.Reveal);
    }

    /** The joint part of the record; with our secrets for a save, and then {@code end}, how it ended here (or null). */
    JointRecord record(boolean withSecrets, JointSecrets.End end) {
        List<Message.Joint> white = colour == 0 ? sent : taken;
        List<Message.Joint> black = colour == 0 ? taken : sent;
        return new JointRecord(white, black, heard,
                withSecrets ? new JointSecrets(steps, menSalts, actions, runs, checks.saved(), checks.lostChecks(),
                        checks.decoded(), end) : null);
    }

    /** Bits as a text of 0 and 1. */
    static String text(boolean[] bits) {
        StringBuilder s = new StringBuilder(bits.length);
        for (boolean b : bits) {
            s.append(b ? '1' : '0');
        }
        return s.toString();
    }

    static boolean[] bits(String text) {
        boolean[] bits = new boolean[text.length()];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = text.charAt(i) == '1';
        }
        return bits;
    }
}
