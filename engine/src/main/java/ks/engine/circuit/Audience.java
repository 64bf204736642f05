package ks.engine.circuit;

/**
 * Who may read an output of a two-party circuit. The two-party protocol reveals every output
 * wire to both processes, so an output for one party only is masked inside the circuit by pad
 * bits that only that party inputs; {@link #BOTH} outputs are read as they are.
 */
public enum Audience {
    BOTH, MOVER, OPPONENT;

    /** The audience made of that one party. */
    public static Audience only(Party party) {
        return party == Party.MOVER ? MOVER : OPPONENT;
    }

    /** Whether {@code party} may read the output. */
    public boolean includes(Party party) {
        return this == BOTH || this == only(party);
    }
}
