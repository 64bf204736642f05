package ks.app.fileplay;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.SigningKey;

/**
 * The signed record of a finished game by file ({@code .ksg}, kept beside its PGN): the header both
 * players signed, their two signatures of its genesis digest, and every action with its player's
 * signature, in the clear (the game is over for both, so nothing in it is secret any more). Anyone
 * can check it without a password: {@link #audit} verifies both signatures of the header, then
 * replays every action through {@link FileGame} as a player's ks does on opening the file, which
 * verifies each action's signature over the chain and that the rules allowed it. In the text form of
 * a game file ({@link Armour}) under its own first and last lines; laid out as
 * {@code "KSR" version(1) header(2+n) whiteSig(64) blackSig(64) actions(4+n)}.
 */
public final class FileRecord {

    static final String FIRST = "#ks-file-game-record";
    static final String LAST = "#end-of-ks-file-game-record";
    private static final String WHAT = "ks record of a game by file";
    private static final byte[] MAGIC = {'K', 'S', 'R'};
    private static final int VERSION = 1;

    private FileRecord() {
    }

    /** What an audit found: the game in one line, and the audit's line. */
    public record Report(String game, String line, boolean passed) {
    }

    /** The record of {@code game}, whose file is {@code sealed}, as text. */
    static String text(SealedFile sealed, FileGame game) {
        byte[] log = ActionLog.encode(game.actions());
        byte[] bytes = new ByteWriter().bytes(MAGIC).u8(VERSION).bytes16(sealed.header().encode())
                .bytes(sealed.whiteSignature()).bytes(sealed.blackSignature()).u32(log.length).bytes(log).toBytes();
        return Armour.wrap(bytes, FIRST, LAST);
    }

    /** Whether {@code file} starts as such a record (its first line), so that an audit knows which kind to read. */
    public static boolean isOne(Path file) throws IOException {
        return Armour.firstLineOf(file, FIRST);
    }

    /**
     * Checks the record in {@code file}. A file that is not such a record, or is damaged, is a
     * {@link FileRefused}; a record whose signatures or moves do not hold is a report that did not pass.
     */
    public static Report audit(Path file) throws FileRefused {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(GameFile.MAX_BYTES + 1);
        } catch (IOException e) {
            throw new FileRefused("cannot read " + file + ": " + e.getMessage());
        }
        if (bytes.length > GameFile.MAX_BYTES) {
            throw new FileRefused(file.getFileName() + " is larger than any " + WHAT);
        }
        ByteReader r = new ByteReader(Armour.unwrap(bytes, FIRST, LAST, WHAT), "the record");
        byte[] magic = r.bytes(MAGIC.length);
        if (magic[0] != MAGIC[0] || magic[1] != MAGIC[1] || magic[2] != MAGIC[2] || r.u8() != VERSION) {
            throw new FileRefused("not a " + WHAT + " of a version this ks reads");
        }
        GameHeader header = GameHeader.decode(r.bytes(r.u16()));
        byte[] ws = r.bytes(SigningKey.SIGNATURE_SIZE);
        byte[] bs = r.bytes(SigningKey.SIGNATURE_SIZE);
        byte[] log = r.bytes(r.u32(r.remaining()));
        r.end();
        String game = header.white() + " (white) vs " + header.black() + " (black), rules " + header.rules() + ", game "
                + header.id().substring(0, 8);
        try {
            new SealedFile(header, ws, bs, SealedFile.BOTH, new byte[0]).checkSignatures();
            List<Step> steps = new ArrayList<>();
            FileGame g = FileGame.replay(header, ActionLog.decode(log), steps);
            if (g.phase() != FileGame.Progress.DONE) {
                return new Report(game, "Audit: FAILED: the record holds a game that is not over for both players",
                        false);
            }
            return new Report(game + ": " + g.result() + " (" + g.reason() + ")", "Audit: passed (" + g.size()
                    + " actions, each signed by the player who made it, replayed under " + header.rules() + ")", true);
        } catch (FileRefused e) {
            return new Report(game, "Audit: FAILED: " + e.getMessage(), false);
        }
    }
}
