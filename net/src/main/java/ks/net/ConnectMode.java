package ks.net;

/**
 * Which ways a rendezvous may reach the opponent. Normally both processes listen and dial and the
 * rendezvous sorts it out; the old {@code +s} and {@code -s} options force one process to be the
 * server (only listens) and the other the client (only dials), a last resort when that fails.
 */
public enum ConnectMode {
    LISTEN_AND_DIAL,
    /** {@code +s}: wait for the opponent to call. */
    LISTEN_ONLY,
    /** {@code -s}: call the opponent, never listen. */
    DIAL_ONLY;

    boolean listens() {
        return this != DIAL_ONLY;
    }

    boolean dials() {
        return this != LISTEN_ONLY;
    }
}
