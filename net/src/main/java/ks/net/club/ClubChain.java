package ks.net.club;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Commitment;
import ks.crypto.Digest;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.protocol.Audit;
import ks.net.protocol.PositionPayload;

/**
 * A club game's commitment chain: from the genesis bound to the game's seed and id, one
 * commitment signed with the club's key to the position and the clocks after every ply
 * ({@link PositionPayload}, as a two-process host commits in a timed game), each with the fresh
 * salt that opens it at the end. Rebuilt after a crash from the stored commitments and salts, so
 * the chain goes on unbroken. Used only on the game's actor.
 */
final class ClubChain {

    private static final HexFormat HEX = HexFormat.of();

    private final List<String> commitments = new ArrayList<>();
    private final List<String> salts = new ArrayList<>();
    private final List<String> clocks = new ArrayList<>();
    private Digest head;

    ClubChain(Games.Game game) {
        this.head = Audit.genesis(game.chainSeed(), game.id());
    }

    /** Continues from a stored commitment (with its salt), in order. */
    void restore(GameMoves.Committed k) {
        commitments.add(k.commitment());
        salts.add(k.salt());
        clocks.add(k.clocks());
        head = Commitment.decode(HEX.parseHex(k.commitment())).digest();
    }

    /** Commits to {@code fen} with the clock state {@code clockText} as the next ply; returns what to store. */
    GameMoves.Committed commit(String fen, String clockText, SigningKey key, SecureRandom random) {
        Salt salt = Salt.random(random);
        int ply = commitments.size();
        Commitment k = Commitment.create(key, head, ply, salt, PositionPayload.of(fen, clockText));
        head = k.digest();
        commitments.add(HEX.formatHex(k.encode()));
        salts.add(salt.hex());
        clocks.add(clockText);
        return new GameMoves.Committed(ply, salt.hex(), commitments.get(ply), clockText);
    }

    int size() {
        return commitments.size();
    }

    /** The commitments from number {@code from} on, hex encoded. */
    List<String> from(int from) {
        return List.copyOf(commitments.subList(from, commitments.size()));
    }

    /** The clock state each commitment covers, ply 0 first. */
    List<String> clocks() {
        return java.util.Collections.unmodifiableList(new ArrayList<>(clocks));
    }

    /** Every salt, for the reveal. */
    List<String> salts() {
        return List.copyOf(salts);
    }
}
