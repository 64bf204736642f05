package ks.crypto;

/**
 * Sealed bytes that do not open: the key (or the password that makes it) is not the one they were
 * sealed under, or the bytes, or the data bound to them, were changed. The two cannot be told apart,
 * by design of authenticated encryption; the caller words the one line the user sees.
 */
public final class SealBroken extends Exception {

    private static final long serialVersionUID = 1L;

    public SealBroken(String message) {
        super(message);
    }
}
