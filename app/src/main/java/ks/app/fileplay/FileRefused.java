package ks.app.fileplay;

import ks.text.Printable;

/**
 * A game file, a password or an action that ks will not accept, with the one line the user sees:
 * a wrong password, a damaged, altered, truncated or foreign file, a history that does not verify.
 * Nothing is written when this is thrown.
 */
public final class FileRefused extends Exception {

    private static final long serialVersionUID = 1L;

    public FileRefused(String message) {
        super(Printable.line(message));
    }
}
