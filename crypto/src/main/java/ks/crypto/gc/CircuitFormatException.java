package ks.crypto.gc;

/** A Bristol Fashion text that is not a circuit ks can use; the message is one line naming the line. */
public final class CircuitFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public CircuitFormatException(String message) {
        super(message);
    }
}
