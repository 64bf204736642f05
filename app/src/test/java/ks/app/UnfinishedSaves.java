package ks.app;

import java.io.IOException;
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
        SigningKey alice = SigningKey.generate(RANDOM);
        SigningKey bob = SigningKey.generate(RANDOM);
        byte[] id = new byte[16];
        RANDOM.nextBytes(id);
        String game = HEX.formatHex(id);
        Agreement a = Agreement.builder().gameId(game).white("alice", alice.identity().hex())
                .black(opponent, bob.identity().hex()).referee("alice", alice.identity().hex()).ruleSet("wolfe")
                .startFen(Position.STARTPOS_FEN).timeControl("").build();
        SignedAgreement signed = new SignedAgreement(a, HEX.formatHex(alice.sign(a.bytes())),
                HEX.formatHex(bob.sign(a.bytes())));
        byte[] seed = new byte[32];
        RANDOM.nextBytes(seed);
        GameRecord empty = GameRecord.builder().agreement(signed).players("alice", "alice", opponent)
                .terms(new Terms("alice", "alice", "wolfe", false, false), Position.STARTPOS_FEN)
                .ids(game, HEX.formatHex(seed)).keys(alice.identity().hex(), bob.identity().hex()).build();
        SaveFile.write(GameFiles.unfinishedFile(dir, opponent, game),
                new SavedGame(SavedGame.FORMAT, SavedGame.HOST, host, 7, empty, 0, null, "2026-01-01T00:00:00Z"));
    }
}
