package ks.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.net.protocol.Agreement;
import ks.net.protocol.GameRecord;
import ks.net.protocol.SavedGame;
import ks.net.protocol.SignedAgreement;
import ks.net.protocol.Terms;
import ks.net.store.SaveFile;

/** Unfinished games saved in a ks directory as a game's session saves them, for what lists or continues them. */
public final class UnfinishedSaves {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final HexFormat HEX = HexFormat.of();

    private UnfinishedSaves() {
    }

    /** Saves a game of alice's (white, hosting the referee) against {@code opponent} at {@code host}, no move made. */
    public static void save(ConfigDir dir, String opponent, String host) throws IOException {
        SavedGame game = game(opponent, host, newGameId());
        SaveFile.write(GameFiles.unfinishedFile(dir, opponent, game.game().gameId()), game);
    }

    /**
     * Puts a save of alice's game {@code gameId} against {@code opponent} in {@code games/unfinished/}
     * under the name {@code fileName}, whatever strings it holds, as whoever can write the directory could.
     */
    public static Path plant(ConfigDir dir, String opponent, String gameId, String fileName) throws IOException {
        return plant(dir, "alice", opponent, gameId, fileName);
    }

    /** As {@link #plant(ConfigDir, String, String, String)}, the game played under the name {@code me}. */
    public static Path plant(ConfigDir dir, String me, String opponent, String gameId, String fileName)
            throws IOException {
        Path file = Files.createDirectories(GameFiles.unfinishedDir(dir)).resolve(fileName);
        SaveFile.write(file, game(me, opponent, "lab7", gameId));
        return file;
    }

    /** A fresh game id, of the form ks writes: 32 lowercase hex digits. */
    public static String newGameId() {
        byte[] id = new byte[16];
        RANDOM.nextBytes(id);
        return HEX.formatHex(id);
    }

    /** A game of alice's (white, hosting the referee) against {@code opponent} at {@code host}, no move made. */
    public static SavedGame game(String opponent, String host, String game) {
        return game("alice", opponent, host, game);
    }

    /** A game of {@code me}'s (white, hosting the referee) against {@code opponent} at {@code host}, no move made. */
    public static SavedGame game(String me, String opponent, String host, String game) {
        SigningKey alice = SigningKey.generate(RANDOM);
        SigningKey bob = SigningKey.generate(RANDOM);
        // The agreement is signed under an id of the form ks writes; the record's own id is the one given.
        String agreed = game.matches("[0-9a-f]{32}") ? game : newGameId();
        Agreement a = Agreement.builder().gameId(agreed).white(me, alice.identity().hex())
                .black(opponent, bob.identity().hex()).referee(me, alice.identity().hex()).ruleSet("wolfe")
                .startFen(Position.STARTPOS_FEN).timeControl("").build();
        SignedAgreement signed = new SignedAgreement(a, HEX.formatHex(alice.sign(a.bytes())),
                HEX.formatHex(bob.sign(a.bytes())));
        byte[] seed = new byte[32];
        RANDOM.nextBytes(seed);
        GameRecord empty = GameRecord.builder().agreement(signed).players(me, me, opponent)
                .terms(new Terms(me, me, "wolfe", false, false), Position.STARTPOS_FEN)
                .ids(game, HEX.formatHex(seed)).keys(alice.identity().hex(), bob.identity().hex()).build();
        return new SavedGame(SavedGame.FORMAT, SavedGame.HOST, host, 7, empty, 0, null, "2026-01-01T00:00:00Z");
    }
}
