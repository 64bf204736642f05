package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;

/**
 * What both players sign before the first ply (docs/protocol.md §7): the game id, both players'
 * names and keys, the referee and its key, the rule set with its options, the start position and
 * the time control ({@link ks.engine.clock.TimeControl#text}; empty for an untimed game), and in
 * a joint game only ({@code jointReferee}; the referee is then the host, which keeps the clocks
 * and holds only its own men) the referee mode. Each side computes it itself; the guest signs
 * the host's only when every field is the one it computed.
 */
public record Agreement(String gameId, String white, String black, String whiteKey, String blackKey, String referee,
        String refereeKey, String ruleSet, boolean announceCaptures, boolean pawnTries, String startFen,
        String timeControl,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) @JsonSetter(nulls = Nulls.AS_EMPTY) boolean jointReferee) {

    public Agreement {
        require(gameId != null && gameId.matches("[0-9a-f]{32}"), "the game id is not 32 hex digits");
        require(name(white) && name(black) && name(referee), "a name in the agreement is missing or too long");
        require(key(whiteKey) && key(blackKey) && key(refereeKey), "a key in the agreement is not 64 hex digits");
        require(ruleSet != null && ruleSet.length() <= 64, "the agreement names no rule set");
        require(startFen != null && startFen.length() < 100, "the agreement names no start position");
        require(timeControl != null && timeControl.length() <= 64, "the agreement's time control is missing");
    }

    /** The agreement of an ordinary game. */
    public Agreement(String gameId, String white, String black, String whiteKey, String blackKey, String referee,
            String refereeKey, String ruleSet, boolean announceCaptures, boolean pawnTries, String startFen,
            String timeControl) {
        this(gameId, white, black, whiteKey, blackKey, referee, refereeKey, ruleSet, announceCaptures, pawnTries,
                startFen, timeControl, false);
    }

    /** The agreement of a two-process game under {@code terms}: the host is the referee. */
    static Agreement of(String gameId, Terms terms, String white, String black, String whiteKey, String blackKey,
            String startFen) {
        String refereeKey = terms.host().equals(white) ? whiteKey : blackKey;
        return new Agreement(gameId, white, black, whiteKey, blackKey, terms.host(), refereeKey, terms.ruleSet(),
                terms.announceCaptures(), terms.pawnTries(), startFen, terms.time() == null ? "" : terms.time(),
                terms.joint());
    }

    /**
     * Whether the referee is neither player (a club): then the referee, not either player's
     * process, decides that the game stops for an adjournment.
     */
    public boolean neutralReferee() {
        return !referee.equals(white) && !referee.equals(black);
    }

    /** The bytes both players sign. */
    public byte[] bytes() {
        return Statements.agreement(this);
    }

    /** The key (hex) of the player of {@code colour}. */
    public String keyOf(int colour) {
        return colour == Color.WHITE ? whiteKey : blackKey;
    }

    /** The fields in which {@code other} differs from this one, in words; empty when none does. */
    List<String> differences(Agreement other) {
        List<String> out = new ArrayList<>();
        differ(out, "the game id", gameId, other.gameId);
        differ(out, "white", white, other.white);
        differ(out, "black", black, other.black);
        differ(out, "white's key", whiteKey, other.whiteKey);
        differ(out, "black's key", blackKey, other.blackKey);
        differ(out, "the referee", referee, other.referee);
        differ(out, "the referee's key", refereeKey, other.refereeKey);
        differ(out, "the rule set", ruleSet, other.ruleSet);
        differ(out, "+a", announceCaptures, other.announceCaptures);
        differ(out, "+p", pawnTries, other.pawnTries);
        differ(out, "the start position", startFen, other.startFen);
        differ(out, "the time control", timeControl, other.timeControl);
        differ(out, "the referee mode", jointReferee, other.jointReferee);
        return out;
    }

    private static void differ(List<String> out, String what, Object ours, Object theirs) {
        if (!ours.equals(theirs)) {
            out.add(what);
        }
    }

    private static boolean name(String s) {
        return s != null && !s.isEmpty() && s.length() <= 64;
    }

    private static boolean key(String s) {
        return s != null && s.matches("[0-9a-f]{64}");
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(what);
        }
    }
}
