package ks.engine.joint;

import java.util.Map;
import ks.engine.circuit.Audience;
import ks.engine.circuit.OutputBits;
import ks.engine.circuit.Party;

/**
 * One party's view of a circuit's outputs: the facts it may read, each unmasked with the pad
 * it put in when the output was meant for it alone. An output meant for the other party alone
 * is not readable (its bits are uniformly random to this party).
 */
final class Reading {

    private final OutputBits out;
    private final Disclosure disclosure;
    private final Party me;
    private final Map<Fact, Long> pads;

    Reading(OutputBits out, Disclosure disclosure, Party me, Map<Fact, Long> pads) {
        this.out = out;
        this.disclosure = disclosure;
        this.me = me;
        this.pads = pads;
    }

    /** Whether this party reads {@code fact}. */
    boolean reads(Fact fact) {
        return disclosure.reads(fact, me);
    }

    /** The value of a fact this party reads. */
    long value(Fact fact) {
        if (!reads(fact)) {
            throw new IllegalStateException(me + " does not read " + fact);
        }
        long v = out.value(fact.wireName());
        return disclosure.audience(fact) == Audience.BOTH ? v : v ^ pads.get(fact);
    }

    /** A one-bit fact this party reads. */
    boolean bit(Fact fact) {
        return value(fact) != 0;
    }
}
