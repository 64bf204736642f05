package ks.net.club;

import java.util.HexFormat;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.net.club.db.Games;
import ks.net.protocol.Agreement;
import ks.net.protocol.Terms;

/**
 * A club game's agreement (docs/protocol.md §7): the game id, both players with the keys they sat
 * down with, the club as the referee with its own key, the rules, the start position and the time
 * control (so both players' audits replay the clocks the club commits to). It can
 * be written once both players have sat down (the club learns each key then); the club signs it
 * and hands it to each player, who signs it back, and no ply is played before both signatures are
 * in hand. Used only on the game's actor.
 */
final class ClubAgreement {

    private static final HexFormat HEX = HexFormat.of();

    private final Games.Game game;
    private final Terms terms;
    private final SigningKey club;
    private final String[] keys = new String[2];
    /** Each key as an {@link Identity}, made once: it decodes its curve point once, not at every move. */
    private final Identity[] identities = new Identity[2];
    private final String[] signatures;

    ClubAgreement(Games.Game game, Terms terms, SigningKey club, String[] signatures) {
        this.game = game;
        this.terms = terms;
        this.club = club;
        bind(0, game.whiteKey());
        bind(1, game.blackKey());
        this.signatures = signatures.clone();
    }

    /** The key (hex) the player of {@code colour} sat down with, or null. */
    String key(int colour) {
        return keys[colour];
    }

    /** The key the player of {@code colour} sat down with, which checks their signatures; null before they did. */
    Identity identity(int colour) {
        return identities[colour];
    }

    /**
     * The player of {@code colour} sat down with {@code keyHex} (or, loading a game, had: null when
     * they never did). Decoded here, so a stored key that is no key stops the game's loading, and the
     * game is set aside, rather than each of its moves later.
     */
    void bind(int colour, String keyHex) {
        identities[colour] = keyHex == null ? null : Identity.fromHex(keyHex);
        keys[colour] = keyHex;
    }

    /** The agreement, or null while a player has never sat down. */
    Agreement agreement() {
        if (keys[0] == null || keys[1] == null) {
            return null;
        }
        return Agreement.builder().gameId(game.id()).white(game.white(), keys[0]).black(game.black(), keys[1])
                .referee(ClubNames.CLUB, club.identity().hex()).ruleSet(terms.ruleSet())
                .announceCaptures(terms.announceCaptures()).pawnTries(terms.pawnTries()).startFen(game.startFen())
                .timeControl(terms.time()).build();
    }

    /** The club's signature over the agreement (hex), or null while there is none. */
    String clubSignature() {
        Agreement a = agreement();
        return a == null ? null : HEX.formatHex(club.sign(a.bytes()));
    }

    /** Whether {@code signature} is the signature of the player of {@code colour} over the agreement. */
    boolean verifies(int colour, String signature) {
        Agreement a = agreement();
        return a != null && signature != null && identity(colour).verify(a.bytes(),
                HEX.parseHex(signature));
    }

    /** The signature of the player of {@code colour} (hex), or null while they have not signed. */
    String signature(int colour) {
        return signatures[colour];
    }

    void signed(int colour, String signature) {
        signatures[colour] = signature;
    }

    /** Whether both players signed: play may begin. */
    boolean complete() {
        return signatures[0] != null && signatures[1] != null;
    }
}
