package ks.app.fileplay;

import ks.crypto.Argon2id;
import ks.crypto.Digest;
import ks.crypto.PasswordLock;
import ks.crypto.SealBroken;
import ks.crypto.SigningKey;
import ks.engine.Color;

/**
 * A game file's contents before the text armour: the {@link GameHeader}, both players' signatures of
 * its genesis digest, who is to open the file next ({@link #next}: a colour, or {@link #BOTH} once the
 * game is over for both), and the body: the signed actions, sealed with the game key
 * ({@link ks.crypto.Aead}) and bound to the header and to {@code next}.
 * Laid out as {@code "KSF" version(1) header(2+n) whiteSig(64) blackSig(64) next(1) body(4+n)}.
 */
record SealedFile(GameHeader header, byte[] whiteSignature, byte[] blackSignature, int next, byte[] body) {

    static final int VERSION = 1;
    /** {@link #next} when the game is over and acknowledged: either player may open the file. */
    static final int BOTH = 2;
    /** The most work a file's password lock may ask for; more is refused before any work. */
    static final Argon2id.Cost MOST_WORK = new Argon2id.Cost(131_072, 8, 4);
    private static final byte[] MAGIC = {'K', 'S', 'F'};
    private static final int SIGNATURE = SigningKey.SIGNATURE_SIZE;

    SealedFile {
        whiteSignature = whiteSignature.clone();
        blackSignature = blackSignature.clone();
        body = body.clone();
    }

    /** The same game with another body and next opener. */
    SealedFile with(int newNext, byte[] newBody) {
        return new SealedFile(header, whiteSignature, blackSignature, newNext, newBody);
    }

    /** What the body is bound to: the header (through its genesis digest) and who opens next. */
    static byte[] bodyContext(Digest genesis, int next) {
        byte[] g = genesis.bytes();
        byte[] ctx = new byte[g.length + 1];
        System.arraycopy(g, 0, ctx, 0, g.length);
        ctx[g.length] = (byte) next;
        return ctx;
    }

    /**
     * Refuses a header that either player's genesis signature does not cover: a changed name, key,
     * rule or password lock is seen before any password is asked.
     */
    void checkSignatures() throws FileRefused {
        byte[] genesis = header.genesis().bytes();
        if (!header.whiteKey().verify(genesis, whiteSignature) || !header.blackKey().verify(genesis, blackSignature)) {
            throw new FileRefused("the file was altered (its header is not the one both players signed)");
        }
    }

    /** Opens the lock of {@code colour} with {@code password}: that player's signing key and the game key. */
    Unlocked unlock(int colour, char[] password) throws FileRefused, SealBroken {
        PasswordLock.Contents c;
        try {
            c = PasswordLock.unlock(password, header.lock(colour), GameHeader.lockContext(header.gameId(), colour),
                    MOST_WORK);
        } catch (IllegalArgumentException e) {
            throw new FileRefused("the file's password lock is damaged: " + e.getMessage());
        }
        if (!c.key().identity().equals(header.key(colour))) {
            throw new FileRefused("the file was altered (" + header.name(colour) + "'s lock holds another key)");
        }
        return new Unlocked(colour, c.key(), c.secret());
    }

    byte[] encode() {
        byte[] h = header.encode();
        return new ByteWriter().bytes(MAGIC).u8(VERSION).bytes16(h).bytes(whiteSignature).bytes(blackSignature)
                .u8(next).u32(body.length).bytes(body).toBytes();
    }

    static SealedFile decode(byte[] bytes) throws FileRefused {
        ByteReader r = new ByteReader(bytes, "the file");
        byte[] magic = r.bytes(MAGIC.length);
        if (magic[0] != MAGIC[0] || magic[1] != MAGIC[1] || magic[2] != MAGIC[2]) {
            throw new FileRefused("not a ks game file (its contents do not start as one)");
        }
        int version = r.u8();
        if (version != VERSION) {
            throw new FileRefused("a ks game file of version " + version + "; this ks reads version " + VERSION
                    + (version > VERSION ? " (a newer ks wrote it)" : ""));
        }
        GameHeader header = GameHeader.decode(r.bytes(r.u16()));
        byte[] ws = r.bytes(SIGNATURE);
        byte[] bs = r.bytes(SIGNATURE);
        int next = r.u8();
        if (next != Color.WHITE && next != Color.BLACK && next != BOTH) {
            throw new FileRefused("the file is damaged (it names nobody to open it next)");
        }
        byte[] body = r.bytes(r.u32(r.remaining()));
        r.end();
        return new SealedFile(header, ws, bs, next, body);
    }

    /** A player's lock, opened: whose it is, their signing key and the game key. */
    record Unlocked(int colour, SigningKey key, byte[] gameKey) {
        Unlocked {
            gameKey = gameKey.clone();
        }

        @Override
        public byte[] gameKey() {
            return gameKey.clone();
        }
    }
}
