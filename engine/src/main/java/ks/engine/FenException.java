package ks.engine;

import ks.text.Printable;

/**
 * A FEN string that does not describe a legal chess position. The message is the single line
 * shown to a user, always starting with {@code "bad FEN: "} and naming the field and the
 * offending text.
 */
public final class FenException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public FenException(String detail) {
        super("bad FEN: " + Printable.line(detail));
    }
}
