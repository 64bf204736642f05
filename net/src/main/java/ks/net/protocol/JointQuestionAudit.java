package ks.net.protocol;

import static ks.net.protocol.JointAudit.Fault.at;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Garbling;
import ks.crypto.gc.GarblingDigest;
import ks.crypto.twopc.RunRecord;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.Party;
import ks.engine.joint.JointPlayer;
import ks.engine.referee.RuleSet;
import ks.net.joint.CircuitBridge;

/**
 * The audit of the questions of a joint game ({@link JointAudit}, docs/joint-referee.md, "The
 * audit"): for every run of a question, each garbler's revealed seed and inputs garbled again into
 * the garbling digest both signed, each evaluator's revealed inputs into the labels it signed it
 * obtained, the revealed inputs against the board the replay holds (but for the pads, each
 * player's free choice), and the outputs both signed against the circuit on those inputs. A fault
 * is a {@link JointAudit.Fault} naming the player at fault.
 */
final class JointQuestionAudit {

    private static final HexFormat HEX = HexFormat.of();

    private final JointRecord joint;
    private final String[] names;
    private int runsChecked;
    /** Each colour's revealed runs by question, in the order revealed; made by {@link #start}. */
    private final List<Map<Integer, List<JointMessage.Run>>> runsByQuestion = new ArrayList<>();
    /** Each colour's first account of each run of each question; made by {@link #start}. */
    private final List<Map<RunKey, JointMessage.Answer>> answers = new ArrayList<>();
    private JointGarblingChecks garblings;

    /** A run of a question. */
    private record RunKey(int number, long run) {
    }

    JointQuestionAudit(JointRecord joint, String[] names) {
        this.joint = joint;
        this.names = names;
    }

    /**
     * Before the audit's signature pass: each colour's runs and accounts found by question, and
     * every run's garblings checked ahead on the machine's cores ({@link JointGarblingChecks})
     * under {@code rules}. The reveals are each colour's last, the ones the signature pass keeps
     * when it finds nothing wrong, and no question is audited otherwise; without both, nothing is
     * made ahead. {@link #stop} ends that work.
     */
    void start(RuleSet rules) {
        JointMessage.Reveal[] last = new JointMessage.Reveal[2];
        for (int colour = 0; colour < 2; colour++) {
            for (Message.Joint j : joint.sentBy(colour)) {
                if (j instanceof JointMessage.Reveal r) {
                    last[colour] = r;
                }
            }
        }
        if (last[0] == null || last[1] == null) {
            return;
        }
        for (int colour = 0; colour < 2; colour++) {
            Map<Integer, List<JointMessage.Run>> byNumber = new HashMap<>();
            for (JointMessage.Run run : last[colour].runs()) {
                byNumber.computeIfAbsent(run.number(), k -> new ArrayList<>()).add(run);
            }
            runsByQuestion.add(byNumber);
            Map<RunKey, JointMessage.Answer> accounts = new HashMap<>();
            for (Message.Joint j : joint.sentBy(colour)) {
                if (j instanceof JointMessage.Answer a) {
                    accounts.putIfAbsent(new RunKey(a.number(), a.run()), a);
                }
            }
            answers.add(accounts);
        }
        garblings = new JointGarblingChecks(this, last, rules);
    }

    /** Ends the checks made ahead: the audit is over, whatever it found. */
    void stop() {
        if (garblings != null) {
            garblings.close();
        }
    }

    /** How many runs passed so far. */
    int runsChecked() {
        return runsChecked;
    }

    /**
     * Every run of question {@code a.number()}: the garblings, the labels, the inputs against the
     * board, the outputs; both sides then read the last run's outputs. Returns those outputs.
     */
    boolean[] check(JointPlayer[] sides, int m, JointMessage.Action a, JointPlayer.Kind kind, int move) {
        int n = a.number();
        Circuit c = sides[m].circuit(kind);
        Random none = new Random(0);
        boolean[][] expected = {sides[m].inputs(kind, move, none), sides[1 - m].inputs(kind, -1, none)};
        List<JointMessage.Run> moverRuns = runs(m, n);
        List<JointMessage.Run> otherRuns = runs(1 - m, n);
        BooleanCircuit bc = CircuitBridge.of(c, m);
        if (moverRuns.isEmpty() || moverRuns.size() != otherRuns.size()) {
            throw at(a.ply(), (moverRuns.isEmpty() ? names[m] : names[1 - m]) + "'s reveal lacks a run of question " + n);
        }
        boolean[] outputs = null;
        boolean[][] inputs = null;
        for (int i = 0; i < moverRuns.size(); i++) {
            JointMessage.Run mr = moverRuns.get(i);
            JointMessage.Run or = otherRuns.get(i);
            if (mr.run() != or.run()) {
                throw at(a.ply(), "the two reveals disagree on the runs of question " + n);
            }
            inputs = new boolean[][] {JointLog.bits(mr.inputs()), JointLog.bits(or.inputs())};
            JointMessage.Answer[] answers = {answer(0, n, mr.run(), a.ply()), answer(1, n, mr.run(), a.ply())};
            String fault = garblings.fault(m, n, i, bc, () -> garblingFault(bc, m, mr, or, answers, n));
            if (fault != null) {
                throw at(a.ply(), fault);
            }
            checkInputs(c, m, a.ply(), n, expected, inputs);
            outputs = c.eval(inputs[0], inputs[1]);
            String computed = JointLog.text(outputs);
            for (int colour = 0; colour < 2; colour++) {
                if (!answers[colour].outputs().equals(computed)) {
                    throw at(a.ply(), names[colour] + " signed outputs of question " + n
                            + " that the circuit does not give on the revealed inputs");
                }
            }
            runsChecked++;
        }
        sides[m].read(kind, move, inputs[0], outputs);
        sides[1 - m].read(kind, -1, inputs[1], outputs);
        return outputs;
    }

    /** The runs of question {@code number} that {@code colour} revealed, in the order revealed. */
    List<JointMessage.Run> runs(int colour, int number) {
        return runsByQuestion.get(colour).getOrDefault(number, List.of());
    }

    /** {@code colour}'s first account of run {@code run} of question {@code number}, or null. */
    JointMessage.Answer account(int colour, int number, long run) {
        return answers.get(colour).get(new RunKey(number, run));
    }

    private JointMessage.Answer answer(int colour, int number, long run, int ply) {
        JointMessage.Answer a = account(colour, number, run);
        if (a == null) {
            throw at(ply, names[colour] + " signed no account of run " + run + " of question " + number);
        }
        return a;
    }

    /**
     * What is wrong with the garblings of one run of question {@code n} whose mover plays
     * {@code m} ({@code mr}, the mover's run, {@code or} the other's), in words, or null: each
     * garbler's revealed seed and inputs must give the garbling digest both signed; each
     * evaluator's revealed inputs must give the labels it signed it obtained from the other's
     * circuit. Each garbler's circuit is garbled again once, for both. Reads nothing but its
     * arguments, so it may run on any thread.
     */
    String garblingFault(BooleanCircuit bc, int m, JointMessage.Run mr, JointMessage.Run or,
            JointMessage.Answer[] answers, int n) {
        JointMessage.Run[] runs = m == 0 ? new JointMessage.Run[] {mr, or} : new JointMessage.Run[] {or, mr};
        boolean[][] bits = {JointLog.bits(runs[0].inputs()), JointLog.bits(runs[1].inputs())};
        for (int g = 0; g < 2; g++) {
            long instance = RunRecord.instance(runs[g].run(), g);
            byte[] seed = HEX.parseHex(runs[g].seed());
            String signed = g == 0 ? answers[g].whiteGarbling() : answers[g].blackGarbling();
            String agreed = g == 0 ? answers[1 - g].whiteGarbling() : answers[1 - g].blackGarbling();
            if (!signed.equals(agreed)) {
                return "the two accounts of question " + n + " name different garblings";
            }
            Garbling again = Garbling.regarble(bc, seed, instance);
            if (!HEX.formatHex(GarblingDigest.expected(bc, again, instance, g, bits[g])).equals(signed)) {
                return names[g] + "'s revealed inputs or seed for question " + n
                        + " are not the ones its process garbled with";
            }
            long[] labels = again.inputLabels(1 - g, bits[1 - g]);
            if (!HEX.formatHex(GarblingDigest.labels(labels)).equals(answers[1 - g].labels())) {
                return names[1 - g] + "'s revealed inputs to question " + n + " are not the ones it used";
            }
        }
        return null;
    }

    /** The revealed inputs must be the board's, but for the pads, which each player chooses freely. */
    private void checkInputs(Circuit c, int m, int ply, int n, boolean[][] expected, boolean[][] revealed) {
        Party[] parties = {Party.MOVER, Party.OPPONENT};
        for (int p = 0; p < 2; p++) {
            int colour = p == 0 ? m : 1 - m;
            for (int bit = 0; bit < expected[p].length; bit++) {
                String name = JointPlayer.inputName(c, parties[p], bit);
                if (!JointPlayer.isPad(name) && expected[p][bit] != revealed[p][bit]) {
                    throw at(ply, names[colour] + "'s inputs to question " + n + " " + describe(c, parties[p], name,
                            expected[p], revealed[p], colour, ply));
                }
            }
        }
    }

    private String describe(Circuit c, Party party, String name, boolean[] expected, boolean[] revealed, int colour,
            int ply) {
        if (!"men".equals(name)) {
            return "give a false " + name;
        }
        long[] want = JointPlayer.men(c, party, expected);
        long[] got = JointPlayer.men(c, party, revealed);
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            long extra = got[type] & ~want[type];
            if (extra != 0) {
                int sq = Long.numberOfTrailingZeros(extra);
                return "put a " + PieceType.name(type) + " on " + Square.name(sq) + ", but " + names[colour]
                        + "'s men after ply " + ply + " have " + (occupied(want, sq) ? "another man" : "no man") + " there";
            }
            long missing = want[type] & ~got[type];
            if (missing != 0) {
                int sq = Long.numberOfTrailingZeros(missing);
                return "leave out the " + PieceType.name(type) + " on " + Square.name(sq) + ", which " + names[colour]
                        + "'s men after ply " + ply + " have";
            }
        }
        return "give false men";
    }

    private static boolean occupied(long[] men, int sq) {
        for (long w : men) {
            if ((w >>> sq & 1) != 0) {
                return true;
            }
        }
        return false;
    }
}
