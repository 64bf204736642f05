package ks.engine.joint;

import ks.engine.circuit.Audience;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Party;
import ks.engine.circuit.Word;

/**
 * The ANY question as a circuit: has the asker (the mover, to move) a legal pawn capture? The
 * asker inputs its men, the opponent its men and its last double pawn step (the asker's en
 * passant chance). The answer is told to both, as every rule set with the question tells it.
 */
final class AnyCircuit {

    private AnyCircuit() {
    }

    static Circuit build(int asker) {
        CircuitBuilder b = new CircuitBuilder();
        Men us = Men.input(b, Party.MOVER, asker);
        Men them = Men.input(b, Party.OPPONENT, asker ^ 1);
        Word victim = DoubleStep.victim(b, b.input(Party.OPPONENT, AttemptCircuit.DOUBLE_STEP, 4), asker ^ 1);
        Analysis now = new Analysis(us, them, victim);
        b.output(Fact.ANY.wireName(), Audience.BOTH, now.tries().any());
        return b.build();
    }
}
