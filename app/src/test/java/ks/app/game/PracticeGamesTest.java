package ks.app.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.function.Predicate;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.crypto.KeyStore;
import ks.net.protocol.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Which finished records are practice games: those signed with the built-in opponent's key of this ks directory. */
@Timeout(30)
class PracticeGamesTest {

    private static final String OTHER_KEY = "c3".repeat(32);

    @TempDir
    Path home;

    @Test
    void aRecordWithTheBuiltInOpponentsKeyIsAPracticeGame() throws Exception {
        ConfigDir dir = new ConfigDir(home);
        String bot = botKey(dir);
        Predicate<GameRecord> practice = Practice.games(dir);
        assertThat(practice.test(record(bot, OTHER_KEY))).isTrue();
        assertThat(practice.test(record(OTHER_KEY, bot))).isTrue();
        assertThat(practice.test(record(OTHER_KEY, "d4".repeat(32)))).isFalse();
    }

    @Test
    void noRecordIsAPracticeGameWhereTheOpponentHasNoKey() {
        assertThat(Practice.games(new ConfigDir(home)).test(record(OTHER_KEY, "d4".repeat(32)))).isFalse();
    }

    @Test
    void theOpponentsKeyIsReadAtTheFirstRecordAskedAboutNotBefore() throws Exception {
        ConfigDir dir = new ConfigDir(home);
        Predicate<GameRecord> practice = Practice.games(dir);
        String bot = botKey(dir);
        assertThat(practice.test(record(bot, OTHER_KEY))).isTrue();
    }

    private static String botKey(ConfigDir dir) throws Exception {
        Path botDir = GameFiles.unfinishedDir(dir).resolve(Practice.OPPONENT);
        Files.createDirectories(botDir);
        return new KeyStore(botDir).loadOrCreate(new SecureRandom()).identity().hex();
    }

    private static GameRecord record(String hostKey, String guestKey) {
        return GameRecord.builder().players("alice", "alice", Practice.OPPONENT).keys(hostKey, guestKey).build();
    }
}
