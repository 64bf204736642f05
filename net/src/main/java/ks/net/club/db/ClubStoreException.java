package ks.net.club.db;

/** The club's database could not do what was asked; the message is one line for the operator. */
public final class ClubStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ClubStoreException(String message) {
        super(message);
    }

    public ClubStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
