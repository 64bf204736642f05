package ks.app.fileplay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Aead;
import ks.crypto.Argon2id;
import ks.crypto.Digest;
import ks.crypto.PasswordLock;
import ks.crypto.SealBroken;
import ks.crypto.SigningKey;
import ks.engine.Color;

/**
 * A player who changed their copy of ks, for attack tests: with their own password they hold their
 * signing key and the game key, so they can append any action signed by themselves and seal the record
 * again naming anyone to open it next; or, as the maker of a game, write any header both keys sign.
 * Everything the real reader must then refuse, or survive, in one line.
 */
public final class ModifiedPlayer {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path file;
    private final SealedFile sealed;
    private final SealedFile.Unlocked unlocked;
    private final List<SignedAction> actions;
    private Digest last;

    private ModifiedPlayer(Path file, SealedFile sealed, SealedFile.Unlocked unlocked, List<SignedAction> actions) {
        this.file = file;
        this.sealed = sealed;
        this.unlocked = unlocked;
        this.actions = new ArrayList<>(actions);
        Digest d = sealed.header().genesis();
        for (SignedAction a : actions) {
            d = a.chain(d);
        }
        this.last = d;
    }

    /** Opens {@code file} as the player of {@code colour} (0 white, 1 black) with their password. */
    public static ModifiedPlayer open(Path file, String password, int colour) throws IOException, FileRefused,
            SealBroken {
        SealedFile sealed = SealedFile.decode(Armour.unwrap(Files.readAllBytes(file)));
        SealedFile.Unlocked unlocked = sealed.unlock(colour, password.toCharArray());
        byte[] plain = Aead.open(unlocked.gameKey(), SealedFile.bodyContext(sealed.header().genesis(), sealed.next()),
                sealed.body());
        return new ModifiedPlayer(file, sealed, unlocked, ActionLog.decode(plain));
    }

    /** Appends an action of {@code kind} ({@code TRY}, {@code SAY}, ...) signed with our own key. */
    public ModifiedPlayer append(String kind, String payload) {
        SignedAction a = SignedAction.sign(SignedAction.Kind.valueOf(kind), unlocked.colour(), payload, last,
                unlocked.key());
        actions.add(a);
        last = a.chain(last);
        return this;
    }

    /** Seals the record with the game key, naming {@code next} to open the file, and writes the file. */
    public void write(int next) throws IOException {
        byte[] body = Aead.seal(unlocked.gameKey(), SealedFile.bodyContext(sealed.header().genesis(), next),
                ActionLog.encode(actions), RANDOM);
        GameFile.write(file, sealed.with(next, body));
    }

    /**
     * Makes a game in {@code file} as a modified maker would: alice (white) and bob (black) with the test
     * passwords, but any start position and date, both keys signing that header.
     */
    public static void make(Path file, String startFen, String date, String whitePassword, String blackPassword)
            throws IOException {
        byte[] id = new byte[GameHeader.ID_SIZE];
        RANDOM.nextBytes(id);
        byte[] gameKey = new byte[Aead.KEY_SIZE];
        RANDOM.nextBytes(gameKey);
        SigningKey wk = SigningKey.generate(RANDOM);
        SigningKey bk = SigningKey.generate(RANDOM);
        byte[] wl = PasswordLock.lock(whitePassword.toCharArray(), wk, gameKey,
                GameHeader.lockContext(id, Color.WHITE), Argon2id.Cost.TEST, RANDOM);
        byte[] bl = PasswordLock.lock(blackPassword.toCharArray(), bk, gameKey,
                GameHeader.lockContext(id, Color.BLACK), Argon2id.Cost.TEST, RANDOM);
        GameHeader header = new GameHeader(id, "alice", "bob", "kref", startFen, date, wk.identity(), bk.identity(),
                wl, bl);
        Digest genesis = header.genesis();
        int next = startFen.contains(" b ") ? Color.BLACK : Color.WHITE;
        byte[] body = Aead.seal(gameKey, SealedFile.bodyContext(genesis, next), ActionLog.encode(List.of()), RANDOM);
        Files.write(file, Armour.wrap(new SealedFile(header, wk.sign(genesis.bytes()), bk.sign(genesis.bytes()), next,
                body).encode()).getBytes(StandardCharsets.US_ASCII));
    }
}
