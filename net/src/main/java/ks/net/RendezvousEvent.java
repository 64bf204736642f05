package ks.net;

import ks.text.Printable;

/**
 * Something a rendezvous did on the way to a connection, for a progress line or a log. The detail is
 * one line for a person to read, cleaned here because it may quote what a stranger sent.
 */
public record RendezvousEvent(Kind kind, String detail) {
    /** What happened. */
    public enum Kind {
        /** The meeting port is bound; the opponent can call us. */
        LISTENING,
        /** The meeting port is taken (often by the opponent on this machine); we dial and retry the bind. */
        PORT_BUSY,
        /**
         * Another program holds a meeting port, here or on the opponent's machine (it answered, but not as
         * the opponent); the meeting moves on to the next port.
         */
        PORT_HELD,
        /** An outgoing call was answered. */
        DIALED,
        /** An incoming call was accepted. */
        ACCEPTED,
        /** A call reached this very process and was hung up. */
        SELF_DROPPED,
        /** A call was turned away, by us (not ks, another version, other names) or by the other side. */
        REFUSED,
        /** A call's handshake failed (a bad signature, a malformed step): not the opponent, or tampered with. */
        FAILED,
        /** A caller proved a key other than the one pinned for the opponent's name; the wait goes on. */
        KEY_MISMATCH,
        /** A call ended, timed out or was pushed out by other callers before it got anywhere. */
        LOST,
        /** A second connection to the opponent (both sides called) was hung up. */
        DUPLICATE_DROPPED,
        /** A forced mode ({@code +s} or {@code -s}) met nobody in time and now also does the other. */
        FALLBACK,
        /** The connection that will be used stands. */
        MET;

        /** Whether the waiting player should see it: what went wrong with someone, and what ks did about it. */
        public boolean forPlayer() {
            return this == REFUSED || this == FAILED || this == KEY_MISMATCH || this == FALLBACK || this == PORT_HELD;
        }
    }

    public RendezvousEvent {
        detail = Printable.line(detail);
    }

    @Override
    public String toString() {
        return kind + ": " + detail;
    }
}
