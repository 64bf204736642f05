package ks.net.protocol;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import ks.crypto.Canonical;
import ks.crypto.CoinFlip;
import ks.engine.referee.Announcement;

/**
 * The bytes of everything a party signs in a game, in one place (docs/protocol.md §7): the
 * agreement, the referee's news, end and reveal, the players' result statements, and the game
 * id both sides derive from the coin flip. Each is a {@link Canonical} encoding under its own
 * versioned tag, so a signature over one kind of statement can never pass for another. The
 * attempt and acknowledgement keep their version-1 form ({@code ks/try/v1|id|n|move}), which
 * records of format 1 and the club already hold and which is unambiguous because no field can
 * contain the separator.
 */
public final class Statements {

    /** The tag under which the game id is derived from the coin flip. */
    public static final String GAME_ID = "ks/game-id/v2";

    private static final HexFormat HEX = HexFormat.of();

    private Statements() {
    }

    /** The game id: the first 16 bytes of {@link CoinFlip#derive} under {@link #GAME_ID}, in hex. */
    public static String gameId(CoinFlip.Outcome flip) {
        return HEX.formatHex(flip.derive(GAME_ID), 0, 16);
    }

    /** The game id from the session id and both coin-flip nonces, in either order. */
    public static String gameId(byte[] sessionId, byte[] oneNonce, byte[] otherNonce) {
        return HEX.formatHex(CoinFlip.derive(GAME_ID, sessionId, oneNonce, otherNonce), 0, 16);
    }

    /**
     * What both players sign before the first ply: {@code ks/agreement/v3} with the protocol first
     * when the agreement names one, else {@code ks/agreement/v2} as every agreement before protocol 7.
     */
    public static byte[] agreement(Agreement a) {
        Canonical c = a.protocol() == Agreement.UNNAMED ? Canonical.of("ks/agreement/v2")
                : Canonical.of("ks/agreement/v3").number(a.protocol());
        c.text(a.gameId()).text(a.white()).text(a.black()).text(a.whiteKey())
                .text(a.blackKey()).text(a.referee()).text(a.refereeKey()).text(a.ruleSet())
                .bool(a.announceCaptures()).bool(a.pawnTries()).text(a.startFen()).text(a.timeControl());
        // Only a joint game names its referee mode, so the bytes of every ordinary agreement stay as they were.
        return (a.jointReferee() ? c.text(Message.JOINT_REFEREE) : c).encode();
    }

    /** What the referee signs for the {@code number}-th piece of news (from 1) to the player of {@code colour}. */
    public static byte[] news(String gameId, int number, int colour, Message.News n) {
        Canonical c = Canonical.of("ks/news/v2").text(gameId).number(number).number(colour).bool(n.own())
                .text(n.verdict()).bool(n.moved()).number(n.lost()).number(n.heard().size());
        for (Announcement a : n.heard()) {
            c.text(a.kind().wireName()).text(a.text()).number(a.square())
                    .text(a.captured() == null ? null : a.captured().name())
                    .text(a.checks().stream().map(Enum::name).collect(Collectors.joining(",")))
                    .number(a.pawnTries()).number(a.pawnTryFrom()).number(a.pawnTryTo()).bool(a.anyTries())
                    .number(a.colour()).text(a.result() == null ? null : a.result().name());
        }
        return c.encode();
    }

    /** What a player signs to resign, quit, agree to a draw or adjourn, with {@code plies} played so far. */
    public static byte[] statement(String gameId, String kind, int colour, int plies) {
        return Canonical.of("ks/statement/v2").text(gameId).text(kind).number(colour).number(plies).encode();
    }

    /** What the referee signs to end the game after {@code actions} actions. */
    public static byte[] end(String gameId, String result, String kind, String reason, int actions) {
        return Canonical.of("ks/end/v2").text(gameId).text(result).text(kind).text(reason).number(actions).encode();
    }

    /**
     * What the referee signs to reveal the game: every action, every salt and, in a timed game, the
     * clock state each commitment covers ({@code ks/reveal/v3}), so the clock states a record keeps
     * are the referee's word. A game without clock states (untimed) is revealed as before
     * ({@code ks/reveal/v2}, what the referee signed for every game before protocol 5).
     */
    public static byte[] reveal(String gameId, List<Entry> entries, List<String> salts, List<String> clocks) {
        Canonical c = Canonical.of(clocks.isEmpty() ? "ks/reveal/v2" : "ks/reveal/v3").text(gameId)
                .number(entries.size());
        for (Entry e : entries) {
            c.number(e.colour()).text(e.kind()).text(e.move());
        }
        c.number(salts.size());
        salts.forEach(c::text);
        if (!clocks.isEmpty()) {
            c.number(clocks.size());
            clocks.forEach(c::text);
        }
        return c.encode();
    }

    /** What a player signs for its {@code seq}-th attempt in game {@code gameId}. */
    public static byte[] attempt(String gameId, int seq, String move) {
        return ("ks/try/v1|" + gameId + "|" + seq + "|" + move).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * What a player signs for its {@code seq}-th attempt after thinking {@code thinkMillis} this
     * turn: in an untimed game ({@code null}) the version-1 form above, in a timed one
     * {@code ks/timed-try/v1} with the thinking time, so the host's charge can be held to it.
     * Attempts of this form are found only in records made before round trips were signed.
     */
    public static byte[] attempt(String gameId, int seq, String move, Long thinkMillis) {
        if (thinkMillis == null) {
            return attempt(gameId, seq, move);
        }
        return Canonical.of("ks/timed-try/v1").text(gameId).number(seq).text(move).number(thinkMillis).encode();
    }

    /**
     * What a player signs for its {@code seq}-th attempt after thinking {@code thinkMillis} this
     * turn with a round trip of {@code lagMillis} to the referee: {@code ks/timed-try/v2}, so the
     * charge can be held to the thinking time and the round trip; without a round trip, the forms
     * above.
     */
    public static byte[] attempt(String gameId, int seq, String move, Long thinkMillis, Long lagMillis) {
        if (lagMillis == null || thinkMillis == null) {
            return attempt(gameId, seq, move, thinkMillis);
        }
        return Canonical.of("ks/timed-try/v2").text(gameId).number(seq).text(move).number(thinkMillis)
                .number(lagMillis).encode();
    }

    /** What the player signed for the attempt {@code t} in game {@code gameId}, whichever its form. */
    public static byte[] attempt(String gameId, Message.Try t) {
        return attempt(gameId, t.seq(), t.move(), t.think(), t.lag());
    }

    /**
     * What a player signs at the end over the bytes of each of its attempts {@code tries}
     * ({@code ks/seal/v1}), so that one signature stands for all of theirs.
     */
    public static byte[] seal(String gameId, List<Message.Try> tries) {
        Canonical c = Canonical.of("ks/seal/v1").text(gameId).number(tries.size());
        for (Message.Try t : tries) {
            c.bytes(attempt(gameId, t));
        }
        return c.encode();
    }

    /**
     * What the guest of a game whose agreement names protocol 7 or later signs at the end
     * ({@code ks/seal/v2}): the fields of {@code ks/seal/v1}, then the number of commitments it
     * holds and the last of them (hex, as acknowledged; empty when none), then the end the referee
     * signed (result, kind, reason, actions; all empty when none came). So the guest's one
     * signature covers its attempts, every ply (the last commitment fixes the chain by hash) and
     * where and how the game ended.
     */
    public static byte[] seal(String gameId, List<Message.Try> tries, List<String> commitments, Message.End end) {
        Canonical c = Canonical.of("ks/seal/v2").text(gameId).number(tries.size());
        for (Message.Try t : tries) {
            c.bytes(attempt(gameId, t));
        }
        c.number(commitments.size()).text(commitments.isEmpty() ? null : commitments.get(commitments.size() - 1));
        if (end == null) {
            return c.text(null).text(null).text(null).text(null).encode();
        }
        return c.text(end.result()).text(end.kind()).text(end.reason()).number(end.actions()).encode();
    }

    /** What a player signs to acknowledge a commitment (hex) it checked. */
    public static byte[] ack(String gameId, String commitmentHex) {
        return ("ks/ack/v1|" + gameId + "|" + commitmentHex).getBytes(StandardCharsets.UTF_8);
    }
}
