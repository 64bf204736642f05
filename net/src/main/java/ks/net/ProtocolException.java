package ks.net;

import java.io.IOException;

/**
 * The peer sent bytes that break the wire format: an impossible frame length, a frame cut short, or
 * a message that does not parse. The message is one line meant for the user; the connection it came
 * from cannot be trusted any further and should be closed.
 */
public final class ProtocolException extends IOException {
    private static final long serialVersionUID = 1L;

    public ProtocolException(String message) {
        super(ks.text.Printable.line(message));
    }
}
