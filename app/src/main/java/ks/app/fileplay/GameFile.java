package ks.app.fileplay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Aead;
import ks.crypto.Argon2id;
import ks.crypto.AtomicFile;
import ks.crypto.BoundedFile;
import ks.crypto.Digest;
import ks.crypto.PasswordLock;
import ks.crypto.SealBroken;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.referee.RuleSet;

/**
 * A game played by passing one file between two players (docs/file-play.md): {@link #create} makes it
 * under both players' passwords, {@link #read} reads one (at most {@value #MAX_BYTES} bytes, every
 * field bounded) and checks the header both players signed, and {@link #open} opens it with the
 * password of one player, verifies the whole history and hands that player a {@link FileSession}.
 * Every refusal is a {@link FileRefused} with one line; a file is only ever replaced whole.
 */
public final class GameFile {

    /** The largest file ks reads. */
    public static final int MAX_BYTES = 6 * 1024 * 1024;

    private final Path path;
    /**
     * The file {@link #path} led to when it was read (the same unless it is a symbolic link): a turn
     * is sealed there, so a link (one kept in a shared folder) stays a link, and only the file that
     * was read and checked is ever replaced, whatever the link is changed to meanwhile.
     */
    private final Path real;
    private final SealedFile sealed;

    private GameFile(Path path, Path real, SealedFile sealed) {
        this.path = path;
        this.real = real;
        this.sealed = sealed;
    }

    /**
     * Makes a new game in {@code path}, which must not exist: fresh keys for both players, each sealed
     * with the game key under that player's password at {@code cost}, and the terms signed by both.
     */
    public static GameFile create(Path path, String white, char[] whitePassword, String black, char[] blackPassword,
            RuleSet rules, LocalDate date, Argon2id.Cost cost, SecureRandom random) throws FileRefused, IOException {
        if (Files.exists(path)) {
            throw new FileRefused(path + " exists already: choose another name for the new game");
        }
        byte[] id = new byte[GameHeader.ID_SIZE];
        random.nextBytes(id);
        byte[] gameKey = new byte[Aead.KEY_SIZE];
        random.nextBytes(gameKey);
        SigningKey wk = SigningKey.generate(random);
        SigningKey bk = SigningKey.generate(random);
        byte[] wl = PasswordLock.lock(whitePassword, wk, gameKey, GameHeader.lockContext(id, Color.WHITE), cost, random);
        byte[] bl = PasswordLock.lock(blackPassword, bk, gameKey, GameHeader.lockContext(id, Color.BLACK), cost, random);
        GameHeader header = new GameHeader(id, white, black, rules.name(), Position.STARTPOS_FEN, date.toString(),
                wk.identity(), bk.identity(), wl, bl);
        Digest genesis = header.genesis();
        int next = Position.fromFen(Position.STARTPOS_FEN).sideToMove();
        byte[] body = Aead.seal(gameKey, SealedFile.bodyContext(genesis, next), ActionLog.encode(List.of()), random);
        SealedFile sealed = new SealedFile(header, wk.sign(genesis.bytes()), bk.sign(genesis.bytes()), next, body);
        write(path, sealed);
        return new GameFile(path, path, sealed);
    }

    /** Whether {@code path} starts as a game file (its first line), so that a command can tell it apart. */
    public static boolean isOne(Path path) throws IOException {
        return Armour.firstLineOf(path, Armour.FIRST);
    }

    /** Reads and checks a game file up to the point where a password is needed. */
    public static GameFile read(Path path) throws FileRefused {
        byte[] bytes;
        Path real;
        try {
            real = path.toRealPath();
            bytes = BoundedFile.read(path, MAX_BYTES, "ks game file");
            if (!real.equals(path.toRealPath())) {
                throw new IOException("it was moved or relinked while it was read");
            }
        } catch (NoSuchFileException e) {
            throw new FileRefused("no such file: " + path + " (ks --file " + path + " new ... makes a game)");
        } catch (AccessDeniedException e) {
            throw new FileRefused("cannot read " + path + ": permission denied");
        } catch (IOException e) {
            // A directory, a pipe, a device or a file too large: the message names the file already.
            String why = String.valueOf(e.getMessage());
            throw new FileRefused(why.startsWith(path.toString()) ? why : "cannot read " + path + ": " + why);
        }
        SealedFile sealed = SealedFile.decode(Armour.unwrap(bytes));
        sealed.checkSignatures();
        return new GameFile(path, real, sealed);
    }

    /**
     * Refuses a file whose password locks ask for less memory or fewer passes than {@code floor}:
     * whoever holds such a file can guess its passwords quickly. Checked before any password is asked.
     */
    public void refuseLocksBelow(Argon2id.Cost floor) throws FileRefused {
        for (int colour : List.of(Color.WHITE, Color.BLACK)) {
            Argon2id.Cost cost;
            try {
                cost = PasswordLock.cost(sealed.header().lock(colour));
            } catch (IllegalArgumentException e) {
                throw new FileRefused("the file's password lock is damaged: " + e.getMessage());
            }
            if (cost.memoryKib() < floor.memoryKib() || cost.iterations() < floor.iterations()) {
                throw new FileRefused("the file's password locks are weaker than ks makes them (Argon2id m="
                        + cost.memoryKib() + " KiB, t=" + cost.iterations() + "): a file made for tests, or by a"
                        + " changed ks");
            }
        }
    }

    /** The name of the player the file is waiting for, or both names once the game is over. */
    public String waitingFor() {
        GameHeader h = sealed.header();
        return sealed.next() == SealedFile.BOTH ? h.white() + " or " + h.black()
                : h.name(sealed.next()) + " (" + Color.name(sealed.next()) + ")";
    }

    /** One line naming the game: {@code alice (white) vs bob (black), rules kref, game 1a2b3c4d}. */
    public String describe() {
        GameHeader h = sealed.header();
        return h.white() + " (white) vs " + h.black() + " (black), rules " + h.rules() + ", game " + h.id().substring(0, 8);
    }

    /**
     * Opens the file with {@code password}: first as the player it waits for, then as the other one
     * (who may look at their own men out of turn). Decrypts and verifies the whole history and checks
     * it against what this machine saw before ({@code ledger}).
     */
    public FileSession open(char[] password, FileGameLedger ledger, SecureRandom random) throws FileRefused {
        List<Integer> order = sealed.next() == Color.BLACK ? List.of(Color.BLACK, Color.WHITE)
                : List.of(Color.WHITE, Color.BLACK);
        SealedFile.Unlocked unlocked = null;
        for (int colour : order) {
            try {
                unlocked = sealed.unlock(colour, password);
                break;
            } catch (SealBroken wrong) {
                // Try the other player's lock.
            }
        }
        if (unlocked == null) {
            GameHeader h = sealed.header();
            throw FileRefused.wrongPassword("wrong password: it opens " + path.getFileName() + " neither for " + h.white()
                    + " nor for " + h.black());
        }
        byte[] plain;
        try {
            plain = Aead.open(unlocked.gameKey(),
                    SealedFile.bodyContext(sealed.header().genesis(), sealed.next()), sealed.body());
        } catch (SealBroken e) {
            throw new FileRefused("the file was altered or damaged (its sealed record does not open)");
        }
        List<Step> steps = new ArrayList<>();
        FileGame game = FileGame.replay(sealed.header(), ActionLog.decode(plain), steps);
        if (game.next() != sealed.next()) {
            throw new FileRefused("the file was altered (it names the wrong player to open it next)");
        }
        ledger.check(path, game);
        return new FileSession(path, real, sealed, game, steps, unlocked, ledger, random);
    }

    /** Writes {@code sealed} to {@code path} as text, replacing the file whole. */
    static void write(Path path, SealedFile sealed) throws IOException {
        AtomicFile.write(path, Armour.wrap(sealed.encode()).getBytes(StandardCharsets.US_ASCII));
    }
}
