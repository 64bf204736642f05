package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;

/**
 * What one process of a joint game keeps to itself until the end, saved after every ply: the
 * {@code steps} that made its side what it is (replayed to rebuild it after a restart), the salts
 * of its men commitments, its actions with their salts, every run's input bits and garbling seed
 * ({@code runs}), its part of the last run's equality check ({@code check}: null in a save of an
 * older ks, or before the first run) and how often the other's save lacked its part of a check
 * while ours had been saved to go out, or a question was computed again after our output decoding
 * of it had gone out ({@code lostChecks}); and the question whose output decoding of ours went out
 * last ({@code decoded}, 0 for none). Revealed, all but the steps, the check, the count and the
 * last decoded question, at the end ({@link JointMessage.Reveal}). Its lists are written from each
 * element's JSON kept from the first time ({@code JointElementJson}).
 */
public record JointSecrets(@JsonSerialize(contentUsing = JointElementJson.class) List<Step> steps,
        List<String> menSalts, @JsonSerialize(contentUsing = JointElementJson.class) List<JointMessage.Action> actions,
        @JsonSerialize(contentUsing = JointElementJson.class) List<JointMessage.Run> runs,
        @JsonInclude(JsonInclude.Include.NON_NULL) Check check,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) Integer lostChecks,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) Integer decoded) {

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
