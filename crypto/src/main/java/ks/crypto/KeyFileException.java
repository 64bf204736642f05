package ks.crypto;

import ks.text.Printable;

/**
 * A key file in the user's config directory (the signing key or the known opponents) cannot be read,
 * written or understood. The message is one line that names the file and says what to do; ks never
 * repairs or regenerates such a file behind the user's back.
 */
public final class KeyFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public KeyFileException(String message) {
        super(Printable.line(message));
    }

    public KeyFileException(String message, Throwable cause) {
        super(Printable.line(message), cause);
    }
}
