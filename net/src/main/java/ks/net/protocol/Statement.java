package ks.net.protocol;

import java.util.HexFormat;
import java.util.Set;
import ks.crypto.Identity;
import ks.crypto.SigningKey;

/**
 * A player's signed word about a result the board did not decide: {@code resign}, {@code quit},
 * {@code draw} (an offer or the acceptance of one: both say "I agree to a draw as of this ply")
 * or {@code adjourn}, by the player of {@code colour}, after {@code plies} plies. The referee
 * cannot forge one, so the audit believes a resignation or an agreed draw only with these.
 */
public record Statement(String kind, int colour, int plies, String signature) {

    /** The kinds a statement may be. */
    public static final Set<String> KINDS = Set.of("resign", "quit", "draw", "adjourn");

    private static final HexFormat HEX = HexFormat.of();

    public Statement {
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("unknown statement kind");
        }
        if (colour != 0 && colour != 1) {
            throw new IllegalArgumentException("statement colour must be 0 or 1");
        }
        if (plies < 0) {
            throw new IllegalArgumentException("statement plies must not be negative");
        }
        if (signature == null || !WirePatterns.SIGNATURE.matcher(signature).matches()) {
            throw new IllegalArgumentException("statement signature is not 128 hex digits");
        }
    }

    /** The statement of {@code kind} by the holder of {@code key}, who plays {@code colour}. */
    static Statement sign(SigningKey key, String gameId, String kind, int colour, int plies) {
        return new Statement(kind, colour, plies,
                HEX.formatHex(key.sign(Statements.statement(gameId, kind, colour, plies))));
    }

    /** Whether {@code key} signed this statement in game {@code gameId}. */
    boolean signedBy(Identity key, String gameId) {
        return key.verify(Statements.statement(gameId, kind, colour, plies), HEX.parseHex(signature));
    }
}
