package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.Objects;

/**
 * A game in progress as one side keeps it on disk after every ply, enough to go on after a
 * crash. The host keeps its authoritative record: every action ({@code entries}), every piece of
 * news and every commitment it sent, the guest's signed attempts, and the salts, which stay in
 * the host's own file until the end. The guest keeps its own view: the commitments it
 * acknowledged, the news it was told and the attempts it signed. Replaying the host's entries
 * through a fresh referee rebuilds its whole state; nothing else about the board is stored.
 *
 * @param role          {@code host} or {@code guest}
 * @param opponentHost  where the opponent was found (the machine after {@code @}), for resuming
 * @param portNumber    the meeting number when one was given ({@code _N}), else null
 * @param game          the record so far; {@code result} is {@code *} while the game goes on
 * @param anys          host: "any?" questions of the guest it has answered; guest: questions it asked
 * @param drawOffer     the signed draw offer that stands, or null (host only)
 * @param savedAt       when this copy was written (ISO-8601), for {@code ks --games}
 */
public record SavedGame(
        int format,
        String role,
        String opponentHost,
        Integer portNumber,
        GameRecord game,
        int anys,
        Statement drawOffer,
        String savedAt) {

    /**
     * The version of this file format: 2 holds games of protocol 3 (signed agreement, news and
     * statements). A save of format 1 (protocol 2) is refused with a line naming it: the game it
     * holds cannot go on with a peer that speaks protocol 3.
     */
    public static final int FORMAT = 2;
    public static final String HOST = "host";
    public static final String GUEST = "guest";
    /** A process of a joint game: neither host nor guest of a referee, it holds only its own men. */
    public static final String JOINT = "joint";

    public SavedGame {
        if (!HOST.equals(role) && !GUEST.equals(role) && !JOINT.equals(role)) {
            throw new IllegalArgumentException("role must be host, guest or joint");
        }
        Objects.requireNonNull(game, "game");
        if (anys < 0) {
            throw new IllegalArgumentException("question count must not be negative");
        }
        if (GUEST.equals(role) && !game.salts().isEmpty()) {
            throw new IllegalArgumentException("a guest's save cannot hold salts");
        }
    }

    @JsonIgnore
    public boolean isJoint() {
        return JOINT.equals(role);
    }

    @JsonIgnore
    public boolean isHost() {
        return HOST.equals(role);
    }

    /** The opponent's name. */
    @JsonIgnore
    public String opponent() {
        return game.me().equals(game.white()) ? game.black() : game.white();
    }

    /** Plies played so far: commitments after the one to the start position. */
    @JsonIgnore
    public int plies() {
        return Math.max(0, game.commitments().size() - 1);
    }

    /** Whether the host already declared a result (the end may not have reached the guest yet). */
    @JsonIgnore
    public boolean ended() {
        return !"*".equals(game.result());
    }

    public SavedGame withPlace(String host, Integer number) {
        return new SavedGame(format, role, host, number, game, anys, drawOffer, savedAt);
    }
}
