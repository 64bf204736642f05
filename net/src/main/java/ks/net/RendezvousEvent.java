package ks.net;

/**
 * Something a rendezvous did on the way to a connection, for a progress line or a log. The detail
 * is one line for a person to read.
 */
public record RendezvousEvent(Kind kind, String detail) {
    /** What happened. */
    public enum Kind {
        /** The meeting port is bound; the opponent can call us. */
        LISTENING,
        /** The meeting port is taken (often by the opponent on this machine); we dial and retry the bind. */
        PORT_BUSY,
        /** An outgoing call was answered. */
        DIALED,
        /** An incoming call was accepted. */
        ACCEPTED,
        /** A call reached this very process and was hung up. */
        SELF_DROPPED,
        /** A caller was turned away (not our opponent, or not ks), or turned us away. */
        REFUSED,
        /** A call ended before the greeting finished. */
        LOST,
        /** A second connection to the opponent (both sides called) was hung up. */
        DUPLICATE_DROPPED,
        /** The connection that will be used stands. */
        MET
    }

    @Override
    public String toString() {
        return kind + ": " + detail;
    }
}
