package ks.net.protocol;

import java.io.IOException;

/**
 * The other side sent something the protocol does not allow: bytes that are not a message,
 * a message out of turn, a replay, a wrong version. The message is one line for the user;
 * the game state is left as it was.
 */
public final class ProtocolException extends IOException {

    private static final long serialVersionUID = 1L;

    public ProtocolException(String message) {
        super(message);
    }
}
