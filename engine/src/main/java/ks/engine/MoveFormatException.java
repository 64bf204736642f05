package ks.engine;

import ks.text.Printable;

/**
 * Move text that is malformed, ambiguous or names no legal move in the position, thrown by
 * {@link Uci#parse} and {@link San#parse}. The message is the one line that says why.
 */
public final class MoveFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public MoveFormatException(String message) {
        super(Printable.line(message));
    }
}
