package ks.net.protocol;

import java.util.EnumSet;
import java.util.Set;

/**
 * The phases of one game between two processes, in the explicit style of a handshake state
 * machine: each phase names the phases that may follow it, and a session refuses any other
 * move. Meeting and handshake happen before a {@link Session} exists (the rendezvous and the
 * encrypted channel); a session starts in {@link #SETUP}.
 */
public enum SessionPhase {
    /** Versions, coin flip and terms (a new game), or the resume exchange (a saved one). */
    SETUP,
    /** Attempts, news and commitments, ply by ply. */
    PLAYING,
    /** The result is declared; the host's reveal is under way. */
    ENDING,
    /** The guest checks the reveal; the host waits for its report. */
    AUDIT,
    /** Over: finished and audited, adjourned, or given up with the game saved. */
    DONE;

    /** The phases that may follow this one. */
    public Set<SessionPhase> next() {
        return switch (this) {
            case SETUP -> EnumSet.of(PLAYING, ENDING, DONE);
            case PLAYING -> EnumSet.of(ENDING, DONE);
            case ENDING -> EnumSet.of(AUDIT, DONE);
            case AUDIT -> EnumSet.of(DONE);
            case DONE -> EnumSet.noneOf(SessionPhase.class);
        };
    }

    /** Whether the game is over in this phase (declared, perhaps not yet audited). */
    public boolean over() {
        return this == ENDING || this == AUDIT || this == DONE;
    }
}
