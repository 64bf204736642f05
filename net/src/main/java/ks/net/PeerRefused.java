package ks.net;

import java.io.IOException;

/**
 * The other side turned a connection away in words (an {@code E} frame). {@link #reason()} is its
 * reason, cleaned to one printable line. A refusal is not authenticated, so it is news for the player
 * and nothing more.
 */
public final class PeerRefused extends IOException {
    private static final long serialVersionUID = 1L;

    private final String reason;

    public PeerRefused(String message, String reason) {
        super(message);
        this.reason = reason;
    }

    public String reason() {
        return reason;
    }
}
