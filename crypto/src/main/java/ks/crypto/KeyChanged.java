package ks.crypto;

import ks.text.Printable;

/**
 * A peer completed the handshake under the opponent's name with a key other than the one pinned for
 * that name. It may be the opponent with a new key or someone else; nobody can tell from here, so the
 * caller decides what to do (a meeting keeps waiting and shows the warning). The message names the
 * pinned line to remove if the opponent really has a new key.
 */
public final class KeyChanged extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final Identity offered;

    public KeyChanged(String message, Identity offered) {
        super(Printable.line(message), null, false, false);
        this.offered = offered;
    }

    /** The key the peer proved it holds. */
    public Identity offered() {
        return offered;
    }
}
