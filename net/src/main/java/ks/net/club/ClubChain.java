package ks.net.club;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
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
 * the chain goes on unbroken. Kept as bytes ({@link ByteRows}): the commitments and salts as the
 * bytes their hex stands for, the clocks as their text's bytes (none for a commitment without
 * clocks, as games stored before clocks were committed have); each read back as the strings it
 * was given. Used only on the game's actor.
 */
final class ClubChain {

    private static final HexFormat HEX = HexFormat.of();

    /** Rows sized for an 80-ply game: a commitment's encoding is 112 bytes, a clock state's text about 20. */
    private final ByteRows commitments = new ByteRows(81, 112);
    private final ByteRows salts = new ByteRows(81, Salt.SIZE);
    private final ByteRows clocks = new ByteRows(81, 24);
    private Digest head;

    ClubChain(Games.Game game) {
        this.head = Audit.genesis(game.chainSeed(), game.id());
    }

    /** Continues from a stored commitment (with its salt), in order. */
    void restore(GameMoves.Committed k) {
        byte[] commitment = HEX.parseHex(k.commitment());
        head = Commitment.decode(commitment).digest();
        add(commitment, HEX.parseHex(k.salt()), k.clocks());
    }

    /** Commits to {@code fen} with the clock state {@code clockText} as the next ply; returns what to store. */
    GameMoves.Committed commit(String fen, String clockText, SigningKey key, SecureRandom random) {
        Salt salt = Salt.random(random);
        int ply = commitments.size();
        Commitment k = Commitment.create(key, head, ply, salt, PositionPayload.of(fen, clockText));
        head = k.digest();
        byte[] commitment = k.encode();
        add(commitment, salt.bytes(), clockText);
        return new GameMoves.Committed(ply, salt.hex(), HEX.formatHex(commitment), clockText);
    }

    private void add(byte[] commitment, byte[] salt, String clockText) {
        commitments.add(commitment);
        salts.add(salt);
        clocks.add(clockText == null ? new byte[0] : clockText.getBytes(StandardCharsets.UTF_8));
    }

    int size() {
        return commitments.size();
    }

    /** The commitments from number {@code from} on, hex encoded. */
    List<String> from(int from) {
        List<String> out = new ArrayList<>(commitments.size() - from);
        for (int i = from; i < commitments.size(); i++) {
            out.add(HEX.formatHex(commitments.get(i)));
        }
        return List.copyOf(out);
    }

    /** The clock state each commitment covers, ply 0 first (null for one that covers none). */
    List<String> clocks() {
        List<String> out = new ArrayList<>(clocks.size());
        for (int i = 0; i < clocks.size(); i++) {
            byte[] text = clocks.get(i);
            out.add(text.length == 0 ? null : new String(text, StandardCharsets.UTF_8));
        }
        return Collections.unmodifiableList(out);
    }

    /** Every salt, hex encoded, for the reveal. */
    List<String> salts() {
        List<String> out = new ArrayList<>(salts.size());
        for (int i = 0; i < salts.size(); i++) {
            out.add(HEX.formatHex(salts.get(i)));
        }
        return List.copyOf(out);
    }
}
