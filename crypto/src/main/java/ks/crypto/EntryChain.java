package ks.crypto;

/**
 * A hash chain over a log of entries: the chain starts from a digest of the log's context (one game's
 * terms, say) and each entry moves it on, so the digest after entry n covers the context and every entry
 * up to n, in order. Signing that digest signs the whole history: no entry before it can be changed,
 * dropped or reordered without breaking the signature.
 */
public final class EntryChain {
    private EntryChain() {
    }

    /** The digest before the first entry. */
    public static Digest start(byte[] context) {
        return new Digest(Hashing.sha256("ks/entry-chain/start/v1", context));
    }

    /** The digest after {@code entry}, which follows the entries {@code previous} covers. */
    public static Digest next(Digest previous, byte[] entry) {
        return new Digest(Hashing.sha256("ks/entry-chain/next/v1", previous.bytes(), entry));
    }
}
