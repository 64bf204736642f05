package ks.app.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** After a crash, the seek a game came from names that game's opponent. */
class PlayedSeeksTest {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final HexFormat HEX = HexFormat.of();
    private static final String GAME = "0123456789abcdef0123456789abcdef";

    @TempDir
    Path root;

    /** Saves an unfinished game of alice's (white) against {@code opponent} at {@code host}. */
    private void saveUnfinished(ConfigDir dir, String opponent, String host) throws IOException {
        SigningKey alice = SigningKey.generate(RANDOM);
        SigningKey bob = SigningKey.generate(RANDOM);
        Agreement a = Agreement.builder().gameId(GAME).white("alice", alice.identity().hex())
                .black(opponent, bob.identity().hex()).referee("alice", alice.identity().hex()).ruleSet("wolfe")
                .startFen(Position.STARTPOS_FEN).timeControl("").build();
        SignedAgreement signed = new SignedAgreement(a, HEX.formatHex(alice.sign(a.bytes())),
                HEX.formatHex(bob.sign(a.bytes())));
        byte[] seed = new byte[32];
        RANDOM.nextBytes(seed);
        GameRecord empty = GameRecord.builder().agreement(signed).players("alice", "alice", opponent)
                .terms(new Terms("alice", "alice", "wolfe", false, false), Position.STARTPOS_FEN)
                .ids(GAME, HEX.formatHex(seed)).keys(alice.identity().hex(), bob.identity().hex()).build();
        SaveFile.write(GameFiles.unfinishedFile(dir, opponent, GAME),
                new SavedGame(SavedGame.FORMAT, SavedGame.HOST, host, 7, empty, 0, null, "2026-01-01T00:00:00Z"));
    }

    @Test
    void aSeekPlayedBeforeNamesTheUnfinishedGameAgainstItsPlayer() throws IOException {
        ConfigDir dir = new ConfigDir(root);
        saveUnfinished(dir, "bob", "192.0.2.2");
        PlayedSeeks.remember(dir, "k3f9a2", "bob");

        SavedGame game = PlayedSeeks.unfinished(dir, "k3f9a2");
        assertThat(game).isNotNull();
        assertThat(game.opponent()).isEqualTo("bob");
        assertThat(game.opponentHost()).isEqualTo("192.0.2.2");
    }

    @Test
    void aSeekNeverPlayedOrWhoseGameEndedNamesNone() throws IOException {
        ConfigDir dir = new ConfigDir(root);
        saveUnfinished(dir, "bob", "192.0.2.2");
        PlayedSeeks.remember(dir, "k3f9a2", "carol");

        assertThat(PlayedSeeks.unfinished(dir, "k3f9a2")).isNull();
        assertThat(PlayedSeeks.unfinished(dir, "zzzzzz")).isNull();
    }

    @Test
    void onlyTheNewestSeeksAreKept() {
        ConfigDir dir = new ConfigDir(root);
        for (int i = 0; i <= PlayedSeeks.KEPT; i++) {
            PlayedSeeks.remember(dir, "seek" + i, "bob");
        }
        assertThat(PlayedSeeks.player(dir, "seek0")).isNull();
        assertThat(PlayedSeeks.player(dir, "seek" + PlayedSeeks.KEPT)).isEqualTo("bob");
    }
}
