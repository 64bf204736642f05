package ks.app.cli;

/** A mistake on the command line: its message is the one line the user sees. */
public final class UsageError extends Exception {

    private static final long serialVersionUID = 1L;

    public UsageError(String message) {
        super(ks.text.Printable.line(message));
    }
}
