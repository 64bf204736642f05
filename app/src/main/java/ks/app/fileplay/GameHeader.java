package ks.app.fileplay;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HexFormat;
import ks.crypto.Digest;
import ks.crypto.EntryChain;
import ks.crypto.Identity;
import ks.crypto.PlayerNames;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;

/**
 * What a game file fixes once, when the game is made, and both players sign: the game's random id,
 * the players' names and public keys, the rule set, the start position and date, and each player's
 * password lock (which holds that player's signing key and the game key). It is readable without a
 * password, so ks knows whose password to ask; its digest ({@link #genesis}) starts the chain of
 * signed actions, so every signature covers these terms too.
 */
record GameHeader(byte[] gameId, String white, String black, String rules, String startFen, String date,
                  Identity whiteKey, Identity blackKey, byte[] whiteLock, byte[] blackLock) {

    static final int ID_SIZE = 16;
    private static final int MAX_LOCK = 1024;

    GameHeader {
        gameId = gameId.clone();
        whiteLock = whiteLock.clone();
        blackLock = blackLock.clone();
    }

    String name(int colour) {
        return colour == Color.WHITE ? white : black;
    }

    Identity key(int colour) {
        return colour == Color.WHITE ? whiteKey : blackKey;
    }

    byte[] lock(int colour) {
        return (colour == Color.WHITE ? whiteLock : blackLock).clone();
    }

    RuleSet ruleSet() {
        return RuleSets.byName(rules);
    }

    /** The game id in hex; its first 8 digits name the game to people. */
    String id() {
        return HexFormat.of().formatHex(gameId);
    }

    /** What a player's lock is bound to: this game and that colour. */
    static byte[] lockContext(byte[] gameId, int colour) {
        byte[] ctx = new byte[gameId.length + 1];
        System.arraycopy(gameId, 0, ctx, 0, gameId.length);
        ctx[gameId.length] = (byte) colour;
        return ctx;
    }

    /** The digest the chain of actions starts from; both players' genesis signatures sign it. */
    Digest genesis() {
        return EntryChain.start(encode());
    }

    byte[] encode() {
        return new ByteWriter().bytes(gameId).text8(white).text8(black).text8(rules).text8(startFen).text8(date)
                .bytes(whiteKey.publicKey()).bytes(blackKey.publicKey()).bytes16(whiteLock).bytes16(blackLock)
                .toBytes();
    }

    static GameHeader decode(byte[] bytes) throws FileRefused {
        ByteReader r = new ByteReader(bytes, "the file's header");
        byte[] id = r.bytes(ID_SIZE);
        String white = name(r.utf8(r.u8()));
        String black = name(r.utf8(r.u8()));
        String rules = r.utf8(r.u8());
        String fen = r.utf8(r.u8());
        String date = r.utf8(r.u8());
        Identity wk = new Identity(r.bytes(Identity.SIZE));
        Identity bk = new Identity(r.bytes(Identity.SIZE));
        byte[] wl = lock(r);
        byte[] bl = lock(r);
        r.end();
        if (white.equals(black)) {
            throw new FileRefused("the file's header is damaged (both players are called " + white + ")");
        }
        RuleSet set;
        try {
            set = RuleSets.byName(rules);
            if (!set.name().equals(rules)) {
                throw new IllegalArgumentException("rule set '" + rules + "' is not written as ks writes it");
            }
        } catch (IllegalArgumentException e) {
            throw new FileRefused("the game's rules are not known to this ks: " + e.getMessage());
        }
        try {
            if (new Referee(Position.fromFen(fen), set).isOver()) {
                throw new FileRefused("the file's start position is damaged: the game would be over before it began");
            }
        } catch (IllegalArgumentException e) {
            throw new FileRefused("the file's start position is damaged: " + e.getMessage());
        }
        // Four digits of year, as the game's PGN needs them.
        if (!date.matches("\\d{4}-\\d{2}-\\d{2}") || !isDate(date)) {
            throw new FileRefused("the file's header is damaged (a date that is not YYYY-MM-DD)");
        }
        return new GameHeader(id, white, black, rules, fen, date, wk, bk, wl, bl);
    }

    private static boolean isDate(String date) {
        try {
            LocalDate.parse(date);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static String name(String n) throws FileRefused {
        if (!PlayerNames.isValid(n)) {
            throw new FileRefused("the file's header is damaged (a player name that is not a name)");
        }
        return n;
    }

    private static byte[] lock(ByteReader r) throws FileRefused {
        int n = r.u16();
        if (n > MAX_LOCK) {
            throw new FileRefused("the file's header is damaged (a password lock of " + n + " bytes)");
        }
        return r.bytes(n);
    }
}
