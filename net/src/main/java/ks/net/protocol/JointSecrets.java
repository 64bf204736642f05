package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import ks.text.Printable;

/**
 * What one process of a joint game keeps to itself until the end, saved after every ply: the
 * {@code steps} that made its side what it is (replayed to rebuild it after a restart), the salts
 * of its men commitments, its actions with their salts, every run's input bits and garbling seed
 * ({@code runs}), its part of the last run's equality check ({@code check}: null in a save of an
 * older ks, or before the first run) and how often the other's save lacked its part of a check
 * while ours had been saved to go out, or a question was computed again after our output decoding
 * of it had gone out ({@code lostChecks}); and the question whose output decoding of ours went out
 * last ({@code decoded}, 0 for none); once the game has ended here, how it ended ({@code end}: null
 * before the end, and in a save of an ks older than joint31). Revealed, all but the steps, the check,
 * the count, the last decoded question and the end, at the end ({@link JointMessage.Reveal}). Its lists are written from each
 * element's JSON kept from the first time ({@code JointElementJson}).
 */
public record JointSecrets(@JsonSerialize(contentUsing = JointElementJson.class) List<Step> steps,
        List<String> menSalts, @JsonSerialize(contentUsing = JointElementJson.class) List<JointMessage.Action> actions,
        @JsonSerialize(contentUsing = JointElementJson.class) List<JointMessage.Run> runs,
        @JsonInclude(JsonInclude.Include.NON_NULL) Check check,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) Integer lostChecks,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) Integer decoded,
        @JsonInclude(JsonInclude.Include.NON_NULL) End end) {

    public JointSecrets {
        steps = List.copyOf(steps);
        menSalts = List.copyOf(menSalts);
        actions = List.copyOf(actions);
        runs = List.copyOf(runs);
        // A save of an older ks has no count: none was lost.
        lostChecks = lostChecks == null ? 0 : lostChecks;
        // A save of an older ks did not note its decodings: none is counted.
        decoded = decoded == null ? 0 : decoded;
        if (decoded < 0) {
            throw new IllegalArgumentException("a question number is not negative");
        }
        if (lostChecks < 0) {
            throw new IllegalArgumentException("a count of lost checks is not negative");
        }
    }

    /**
     * How the game ended for this process, kept so that a flag claim that reaches it after a restart
     * is judged as it would have been before (docs/joint-referee.md, "A flag after the end"): {@code by}
     * whose signed statement or flag claim ended it ({@code white} or {@code black}) or {@code board};
     * {@code onTime}, whether a flag claim decides it here; and what our own clock said, at the end,
     * against a claim of our time out at the last ply ({@code againstUs}) and against one crossing our
     * last move ({@code crossing}), and against a claim already taken ({@code claim}), each null when
     * it bears the claim out. The clock's words are ours, one printable line each.
     */
    public record End(String by, boolean onTime, @JsonInclude(JsonInclude.Include.NON_NULL) String againstUs,
            @JsonInclude(JsonInclude.Include.NON_NULL) String crossing,
            @JsonInclude(JsonInclude.Include.NON_NULL) String claim) {

        /** The longest line of the clock's a save may hold. */
        static final int LINE = 400;
        static final String BOARD = "board";

        public End {
            if (!"white".equals(by) && !"black".equals(by) && !BOARD.equals(by)) {
                throw new IllegalArgumentException("a saved end names white, black or board");
            }
            for (String line : new String[] {againstUs, crossing, claim}) {
                if (line != null && (line.isEmpty() || line.length() > LINE || !Printable.isPrintable(line))) {
                    throw new IllegalArgumentException("a saved end holds a line that is no clock's judgement");
                }
            }
        }
    }

    /**
     * Our part of the equality check of run {@code run}, that of question {@code number}, saved before
     * it went out (docs/joint-referee.md, "Saves and resume"): the {@code session} id of the link it
     * was computed on and the {@code value} we decoded, from which the part is made again; the
     * {@code outputs} we decoded and our account of the run (the {@code white} and {@code black}
     * garbling digests and the digest of the {@code labels} we obtained), read and signed once the
     * check passes. All hex but the outputs (bits as 0 and 1).
     */
    public record Check(int number, long run, String session, String value, String outputs, String white, String black,
            String labels) {

        public Check {
            if (number < 1 || run < 1 || !Shapes.digest(value) || !Shapes.bits(outputs, 256) || !Shapes.digest(white)
                    || !Shapes.digest(black) || !Shapes.digest(labels) || session == null || session.isEmpty()
                    || session.length() > 128 || session.length() % 2 != 0 || !Shapes.hex(session)) {
                throw new IllegalArgumentException("a saved part of an equality check is malformed");
            }
        }
    }

    /**
     * One step of this side: its own attempt refused alone ({@code alone}), or a question it took
     * part in, numbered, with its {@code inputs} and, once computed, the {@code outputs} (bits as
     * 0 and 1); {@code move} is its own attempt in UCI ({@code any} for a question), null for the
     * other's question.
     */
    public record Step(int number, String kind, @JsonInclude(JsonInclude.Include.NON_NULL) String move, boolean alone,
            @JsonInclude(JsonInclude.Include.NON_NULL) String inputs,
            @JsonInclude(JsonInclude.Include.NON_NULL) String outputs) {

        public Step withOutputs(String computed) {
            return new Step(number, kind, move, alone, inputs, computed);
        }
    }
}
