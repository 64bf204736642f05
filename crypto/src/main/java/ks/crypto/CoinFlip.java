package ks.crypto;

import java.security.SecureRandom;
import java.util.Arrays;

/**
 * One fair coin flip between two symmetric parties, by commit-then-reveal. Each side draws a 32-byte
 * nonce and sends {@link #commitment()} = H(label, session, nonce); only after it has the other's
 * commitment does it send {@link #reveal()}; {@link #receiveReveal} checks the other's nonce against
 * its commitment and yields an {@link Outcome} from both nonces in canonical (sorted) order. While one
 * side is honest the outcome is uniform whatever the other picks. The label and session bind a flip to
 * one purpose in one session, so a flip cannot be replayed elsewhere. A side that vanishes after seeing
 * the other's reveal could refuse an outcome it dislikes: callers must treat that as forfeiting the flip,
 * never as a reason to flip again. Not thread-safe; one object per flip.
 */
public final class CoinFlip {
    public static final int NONCE_SIZE = 32;

    private final String name;
    private final byte[] label;
    private final byte[] session;
    private final byte[] nonce;
    private final byte[] commitment;
    private byte[] peerCommitment;

    /** {@code label} names the flip's purpose, e.g. "game 1 setup"; {@code session} is e.g. {@link SecureChannel#sessionId()}. */
    public CoinFlip(String label, byte[] session, SecureRandom random) {
        this.name = label;
        this.label = Hashing.utf8(label);
        this.session = session.clone();
        this.nonce = new byte[NONCE_SIZE];
        random.nextBytes(nonce);
        this.commitment = commit(nonce);
    }

    /** Our commitment: send it first. */
    public byte[] commitment() {
        return commitment.clone();
    }

    /** Takes the other side's commitment; after this our nonce may be revealed. */
    public void receiveCommitment(byte[] theirs) {
        if (peerCommitment != null) {
            throw new IllegalStateException("this flip already has the opponent's commitment");
        }
        if (theirs == null || theirs.length != Hashing.SIZE) {
            throw new PeerMisbehaved("opponent sent a malformed coin-flip commitment");
        }
        if (Arrays.equals(theirs, commitment)) {
            throw new PeerMisbehaved("opponent echoed our coin-flip commitment instead of making its own");
        }
        peerCommitment = theirs.clone();
    }

    /** Our nonce: send it only after {@link #receiveCommitment}, which this enforces. */
    public byte[] reveal() {
        if (peerCommitment == null) {
            throw new IllegalStateException("revealing before the opponent has committed would let it choose the outcome");
        }
        return nonce.clone();
    }

    /** Checks the other side's nonce against its commitment and returns the flip's outcome. */
    public Outcome receiveReveal(byte[] theirNonce) {
        if (peerCommitment == null) {
            throw new IllegalStateException("the opponent's commitment must come before its reveal");
        }
        if (theirNonce == null || theirNonce.length != NONCE_SIZE
                || !org.bouncycastle.util.Arrays.constantTimeAreEqual(commit(theirNonce), peerCommitment)) {
            throw new PeerMisbehaved("opponent cheated in the coin flip '" + name + "': its revealed nonce does not match its commitment");
        }
        boolean weAreLow = Arrays.compareUnsigned(nonce, theirNonce) < 0;
        byte[] low = weAreLow ? nonce : theirNonce;
        byte[] high = weAreLow ? theirNonce : nonce;
        return new Outcome(Hashing.sha256("ks/coin-outcome/v1", label, session, low, high), weAreLow,
                new byte[][] {session.clone(), low.clone(), high.clone()});
    }

    /**
     * SHA-256 of {@code tag}, the session and both nonces in sorted (unsigned) order, each
     * length-framed as in {@link Canonical}: a value neither side chose, e.g. a game's id.
     */
    public static byte[] derive(String tag, byte[] session, byte[] oneNonce, byte[] otherNonce) {
        boolean inOrder = Arrays.compareUnsigned(oneNonce, otherNonce) < 0;
        return Canonical.of(tag).bytes(session).bytes(inOrder ? oneNonce : otherNonce)
                .bytes(inOrder ? otherNonce : oneNonce).sha256();
    }

    private byte[] commit(byte[] someNonce) {
        return Hashing.sha256("ks/coin-commit/v1", label, session, someNonce);
    }

    /**
     * The shared random value of a finished flip. Several independent fair decisions come from one flip
     * by asking different questions; for each question exactly one of the two sides wins.
     */
    public static final class Outcome {
        private final byte[] shared;
        private final boolean weAreLow;
        private final byte[][] nonces;

        private Outcome(byte[] shared, boolean weAreLow, byte[][] nonces) {
            this.shared = shared;
            this.weAreLow = weAreLow;
            this.nonces = nonces;
        }

        /** {@link CoinFlip#derive} for this flip's session and both nonces under {@code tag}. */
        public byte[] derive(String tag) {
            return CoinFlip.derive(tag, nonces[0], nonces[1], nonces[2]);
        }

        /** Whether our side wins {@code question} (e.g. "host", "white"); the other side gets the opposite answer. */
        public boolean weWin(String question) {
            byte[] bits = Hashing.sha256("ks/coin-question/v1", shared, Hashing.utf8(question));
            boolean lowWins = (bits[0] & 1) == 0;
            return lowWins == weAreLow;
        }
    }
}
