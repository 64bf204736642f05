package ks.crypto;

import ks.text.Printable;

/**
 * The other side did something the protocol forbids: hostile or malformed bytes, a reveal that does
 * not match its commitment, a bad signature, a tampered or replayed message, a wrong name or a changed
 * key. The message is one line meant for the user; the session that raised it must be abandoned.
 */
public final class PeerMisbehaved extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PeerMisbehaved(String message) {
        super(Printable.line(message), null, false, false);
    }
}
