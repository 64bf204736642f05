package ks.app.fileplay;

import ks.text.Printable;

/**
 * A game file, a password or an action that ks will not accept, with the one line the user sees:
 * a wrong password, a damaged, altered, truncated or foreign file, a history that does not verify.
 * Nothing is written when this is thrown.
 */
public final class FileRefused extends Exception {

    private static final long serialVersionUID = 1L;

    private final boolean wrongPassword;

    public FileRefused(String message) {
        this(message, false);
    }

    private FileRefused(String message, boolean wrongPassword) {
        super(Printable.line(message));
        this.wrongPassword = wrongPassword;
    }

    /** A password that opens the file for neither player: the one refusal a player may put right by typing again. */
    static FileRefused wrongPassword(String message) {
        return new FileRefused(message, true);
    }

    public boolean wrongPassword() {
        return wrongPassword;
    }
}
