package ks.crypto;

import java.util.ArrayList;
import java.util.List;

/**
 * The guest's side of the commitment chain: accepts the host's commitments as they arrive, checking
 * the ply order and the host's signature at once, and at the end of the game checks every revealed
 * salt against the positions the guest replayed. {@link #verify} checks a whole recorded chain, e.g.
 * from a game record on disk. Not thread-safe; one per game.
 */
public final class CommitmentChain {
    private final Identity host;
    private final Digest genesis;
    private final List<Commitment> commitments = new ArrayList<>();

    public CommitmentChain(Identity host, Digest genesis) {
        this.host = host;
        this.genesis = genesis;
    }

    /** Accepts the next commitment; a wrong ply or a bad signature throws {@link PeerMisbehaved}. */
    public void append(Commitment commitment) {
        checkSigned(host, commitment, commitments.size());
        commitments.add(commitment);
    }

    public List<Commitment> commitments() {
        return List.copyOf(commitments);
    }

    /** Checks the revealed salts against the replayed payloads, ply 0 first; any mismatch throws {@link PeerMisbehaved}. */
    public void verifyReveal(List<Salt> salts, List<byte[]> payloads) {
        verify(host, genesis, commitments, salts, payloads);
    }

    /**
     * Checks a whole chain: ply numbers 0, 1, 2..., every signature by {@code host}, and every digest
     * opened by its salt and payload after the previous digest. Throws {@link PeerMisbehaved} naming
     * the first ply that fails.
     */
    public static void verify(Identity host, Digest genesis, List<Commitment> commitments, List<Salt> salts,
            List<byte[]> payloads) {
        check(host, genesis, commitments, salts, payloads);
    }

    /**
     * {@link #verify} without the host's signatures, for a chain whose every signature the caller
     * has already verified (an audit checks all of a record's signatures first, and an Ed25519
     * verification is most of an audit's time): ply numbers 0, 1, 2..., and every digest opened
     * by its salt and payload after the previous digest.
     */
    public static void verifyOpenings(Digest genesis, List<Commitment> commitments, List<Salt> salts,
            List<byte[]> payloads) {
        check(null, genesis, commitments, salts, payloads);
    }

    /** The whole chain, and each commitment's signature by {@code host} unless it is null. */
    private static void check(Identity host, Digest genesis, List<Commitment> commitments, List<Salt> salts,
            List<byte[]> payloads) {
        if (salts.size() != commitments.size()) {
            throw new PeerMisbehaved("the host revealed " + salts.size() + " salts for " + commitments.size()
                    + " committed plies");
        }
        if (payloads.size() != commitments.size()) {
            throw new PeerMisbehaved("the game has " + payloads.size() + " positions but the host committed to "
                    + commitments.size());
        }
        Digest previous = genesis;
        for (int i = 0; i < commitments.size(); i++) {
            Commitment commitment = commitments.get(i);
            if (host == null) {
                checkPly(commitment, i);
            } else {
                checkSigned(host, commitment, i);
            }
            if (!commitment.opensTo(previous, salts.get(i), payloads.get(i))) {
                throw new PeerMisbehaved("the referee lied: its commitment for ply " + i
                        + " does not match the position replayed from the game");
            }
            previous = commitment.digest();
        }
    }

    private static void checkSigned(Identity host, Commitment commitment, int expectedPly) {
        checkPly(commitment, expectedPly);
        if (!commitment.signedBy(host)) {
            throw new PeerMisbehaved("the host's commitment for ply " + expectedPly + " has a bad signature");
        }
    }

    private static void checkPly(Commitment commitment, int expectedPly) {
        if (commitment.ply() != expectedPly) {
            throw new PeerMisbehaved("the host sent a commitment for ply " + commitment.ply() + " where ply "
                    + expectedPly + " was due");
        }
    }
}
