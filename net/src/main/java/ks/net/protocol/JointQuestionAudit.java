package ks.net.protocol;

import static ks.net.protocol.JointAudit.Fault.at;

import java.util.HexFormat;
import java.util.List;
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
    /** Both players' reveals, by colour, which the audit's signature pass fills in before any question. */
    private final JointMessage.Reveal[] reveals;
    private int runsChecked;

    JointQuestionAudit(JointRecord joint, String[] names, JointMessage.Reveal[] reveals) {
        this.joint = joint;
        this.names = names;
        this.reveals = reveals;
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
            JointMessage.Run[] byColour = m == 0 ? new JointMessage.Run[] {mr, or} : new JointMessage.Run[] {or, mr};
            boolean[][] bitsByColour = m == 0 ? inputs : new boolean[][] {inputs[1], inputs[0]};
            JointMessage.Answer[] answers = {answer(0, n, mr.run(), a.ply()), answer(1, n, mr.run(), a.ply())};
            checkGarbling(CircuitBridge.of(c, m), byColour, bitsByColour, answers, a.ply(), n);
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

    private List<JointMessage.Run> runs(int colour, int number) {
        return reveals[colour].runs().stream().filter(x -> x.number() == number).toList();
    }

    private JointMessage.Answer answer(int colour, int number, long run, int ply) {
        for (Message.Joint j : joint.sentBy(colour)) {
            if (j instanceof JointMessage.Answer a && a.number() == number && a.run() == run) {
                return a;
            }
        }
        throw at(ply, names[colour] + " signed no account of run " + run + " of question " + number);
    }

    /**
     * Each garbler's revealed seed and inputs must give the garbling digest both signed; each
     * evaluator's revealed inputs must give the labels it signed it obtained from the other's circuit.
     */
    private void checkGarbling(BooleanCircuit bc, JointMessage.Run[] runs, boolean[][] bits, JointMessage.Answer[] answers,
            int ply, int n) {
        for (int g = 0; g < 2; g++) {
            long instance = RunRecord.instance(runs[g].run(), g);
            byte[] seed = HEX.parseHex(runs[g].seed());
            String signed = g == 0 ? answers[g].whiteGarbling() : answers[g].blackGarbling();
            String agreed = g == 0 ? answers[1 - g].whiteGarbling() : answers[1 - g].blackGarbling();
            if (!signed.equals(agreed)) {
                throw at(ply, "the two accounts of question " + n + " name different garblings");
            }
            if (!HEX.formatHex(GarblingDigest.expected(bc, seed, instance, g, bits[g])).equals(signed)) {
                throw at(ply, names[g] + "'s revealed inputs or seed for question " + n
                        + " are not the ones its process garbled with");
            }
            long[] labels = Garbling.regarble(bc, seed, instance).inputLabels(1 - g, bits[1 - g]);
            if (!HEX.formatHex(GarblingDigest.labels(labels)).equals(answers[1 - g].labels())) {
                throw at(ply, names[1 - g] + "'s revealed inputs to question " + n + " are not the ones it used");
            }
        }
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
