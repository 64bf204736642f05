package ks.net;

import java.io.IOException;

/**
 * The rendezvous failed for good: the deadline passed, the opponent expects someone else, or the
 * opponent's machine is unknown. The message is one line for the user.
 */
public final class RendezvousException extends IOException {
    private static final long serialVersionUID = 1L;

    private final boolean unknownMachine;

    public RendezvousException(String message) {
        this(message, false);
    }

    private RendezvousException(String message, boolean unknownMachine) {
        super(message);
        this.unknownMachine = unknownMachine;
    }

    /** The opponent's machine name {@code host} does not resolve: nothing was waited for. */
    public static RendezvousException unknownMachine(String host) {
        return new RendezvousException("cannot find the machine '" + host + "'", true);
    }

    /** Whether the opponent's machine name did not resolve, so that the player may be told how to name it. */
    public boolean unknownMachine() {
        return unknownMachine;
    }
}
