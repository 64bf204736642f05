package ks.app;

/** A mistake on the command line: its message is the one line the user sees. */
final class UsageError extends Exception {

    private static final long serialVersionUID = 1L;

    UsageError(String message) {
        super(ks.text.Printable.line(message));
    }
}
