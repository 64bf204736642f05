package ks.crypto;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * The host's side of the commitment chain: commits to each ply's position in turn with a fresh salt,
 * keeps the salts secret until the game ends, then hands them over for the guest to check. Not
 * thread-safe; one per game.
 */
public final class Committer {
    private final SigningKey host;
    private final SecureRandom random;
    private final List<Salt> salts = new ArrayList<>();
    private Digest head;

    public Committer(SigningKey host, Digest genesis, SecureRandom random) {
        this.host = host;
        this.head = genesis;
        this.random = random;
    }

    /**
     * A committer that goes on after {@code committed} (plies 0, 1, ... in order, opened by
     * {@code salts}), e.g. rebuilt from a saved game: the next commitment chains to the last one.
     */
    public static Committer resume(SigningKey host, Digest genesis, List<Commitment> committed, List<Salt> salts,
            SecureRandom random) {
        if (committed.size() != salts.size()) {
            throw new IllegalArgumentException(committed.size() + " commitments but " + salts.size() + " salts");
        }
        Committer c = new Committer(host, genesis, random);
        c.salts.addAll(salts);
        if (!committed.isEmpty()) {
            c.head = committed.get(committed.size() - 1).digest();
        }
        return c;
    }

    /** Commits to the position after the next ply (ply 0 first: the starting position). */
    public Commitment commit(byte[] payload) {
        Salt salt = Salt.random(random);
        Commitment commitment = Commitment.create(host, head, salts.size(), salt, payload);
        salts.add(salt);
        head = commitment.digest();
        return commitment;
    }

    /** The salts of every ply committed so far, ply 0 first: reveal these only when the game is over. */
    public List<Salt> salts() {
        return List.copyOf(salts);
    }

    /** The digest of the latest commitment (the genesis digest before the first). */
    public Digest head() {
        return head;
    }
}
