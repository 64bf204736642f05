package ks.net;

import java.io.IOException;

/**
 * The rendezvous failed for good: the deadline passed, the opponent expects someone else, or the
 * opponent's machine is unknown. The message is one line for the user.
 */
public final class RendezvousException extends IOException {
    private static final long serialVersionUID = 1L;

    public RendezvousException(String message) {
        super(message);
    }
}
