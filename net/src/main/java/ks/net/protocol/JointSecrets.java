package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What one process of a joint game keeps to itself until the end, saved after every ply: the
 * {@code steps} that made its side what it is (replayed to rebuild it after a restart), the salts
 * of its men commitments, its actions with their salts, and every run's input bits and garbling
 * seed ({@code runs}). Revealed, all but the steps, at the end ({@link JointMessage.Reveal}).
 */
public record JointSecrets(List<Step> steps, List<String> menSalts, List<JointMessage.Action> actions,
        List<JointMessage.Run> runs) {

    public JointSecrets {
        steps = List.copyOf(steps);
        menSalts = List.copyOf(menSalts);
        actions = List.copyOf(actions);
        runs = List.copyOf(runs);
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
