package ks.engine.joint;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import ks.engine.circuit.Circuit;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.RuleSet;

/**
 * The joint referee's circuits for a rule set and a colour, generated from code on first use
 * and kept: rule sets that tell the same facts to the same players share their ATTEMPT circuit.
 * Thread-safe.
 */
public final class JointCircuits {

    private static final Map<Object, Circuit> MADE = new ConcurrentHashMap<>();

    private record AttemptKey(Disclosure disclosure, int mover) {
    }

    private record AnyKey(int asker) {
    }

    private JointCircuits() {
    }

    /** The ATTEMPT circuit for an attempt by {@code mover} under {@code rules}. */
    public static Circuit attempt(RuleSet rules, int mover) {
        return attempt(Disclosure.of(rules, mover), mover);
    }

    /** The ANY circuit for {@code asker} under {@code rules}, or null when the set has no "any?". */
    public static Circuit any(RuleSet rules, int asker) {
        return rules.anyQuestion() == AnyQuestion.NONE ? null
                : MADE.computeIfAbsent(new AnyKey(asker), k -> AnyCircuit.build(asker));
    }

    static Circuit attempt(Disclosure disclosure, int mover) {
        return MADE.computeIfAbsent(new AttemptKey(disclosure, mover), k -> AttemptCircuit.build(disclosure, mover));
    }
}
