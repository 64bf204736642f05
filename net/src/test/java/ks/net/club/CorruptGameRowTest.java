package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.util.List;
import ks.crypto.SigningKey;
import ks.net.club.db.ClubDatabase;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A club database with one game's row hostile or corrupt (edited by hand, restored from a bad
 * copy, written by a ks that spelled its terms otherwise): the club must still start, set that game
 * aside with one line in its log, and let the members of its other games play on; the members of
 * the game set aside hear so in one line, and their other requests are answered.
 */
@Timeout(120)
class CorruptGameRowTest {

    @TempDir
    Path dir;

    private ClubHost club;
    private final List<ClubLink> links = new java.util.ArrayList<>();
    private LoggedWarnings warnings;

    @AfterEach
    void stop() {
        if (warnings != null) {
            warnings.close();
        }
        links.forEach(ClubLink::close);
        TestClubs.closeAll(club);
    }

    @ParameterizedTest(name = "{0} = ''{2}''")
    @CsvSource(delimiter = '|', value = {
        "games | rules | no-such-rules",
        "games | rules | wolfe+z",
        "games | time_control | untimed",
        "games | time_control | game/0",
        "games | time_control | 99999999999999999999/1",
        "games | start_fen | not a position",
        "games | start_fen | 8/8/8/8/8/8/8/8 w - - 0 1",
        "games | chain_seed | zz",
        "games | white_key | zz",
        "game_commitments | clocks | not clocks",
    })
    void aClubWithOneGamesRowCorruptStartsAndPlaysItsOtherGames(String table, String column, String value)
            throws Exception {
        club = TestClubs.start(dir);
        SigningKey[] keys = new SigningKey[4];
        String[] names = {"alice", "bob", "carol", "dave"};
        ClubLink[] member = new ClubLink[4];
        for (int i = 0; i < 4; i++) {
            keys[i] = SigningKey.generate(new SecureRandom());
            member[i] = SeatedGame.member(club, dir, names[i], keys[i]);
        }
        SeatedGame.meet(member[0], member[1]);
        SeatedGame.meet(member[2], member[3]);
        String corrupt = gameOf(member[0]);
        String sound = gameOf(member[2]);
        for (ClubLink l : member) {
            l.close();
        }
        club.close();
        club = null;
        corrupt(table, column, value, corrupt);

        warnings = LoggedWarnings.of(Tables.class);
        club = TestClubs.start(dir);

        assertThat(club.resumedGames()).as("games loaded").isEqualTo(1);
        assertThat(warnings.all()).as("lines logged").hasSize(1);
        assertThat(warnings.all().get(0).getMessage()).contains(corrupt).doesNotContain("\n");
        ClubLink carol = again("carol", keys[2]);
        assertThat(carol.request(new ClubMessage.Sit(sound))).isInstanceOf(ClubMessage.Seated.class);
        ClubLink alice = again("alice", keys[0]);
        assertThat(alice.request(new ClubMessage.ListGames())).isInstanceOf(ClubMessage.GameList.class);
        ClubMessage refused = alice.request(new ClubMessage.Sit(corrupt));
        assertThat(refused).isInstanceOf(ClubMessage.Refused.class);
        assertThat(((ClubMessage.Refused) refused).text()).contains(corrupt.substring(0, 8)).doesNotContain("\n");
        assertThat(alice.request(new ClubMessage.Ratings())).isInstanceOf(ClubMessage.RatingList.class);
        assertThat(warnings.all()).as("lines logged").hasSize(1);
    }

    private ClubLink again(String name, SigningKey key) throws IOException {
        ClubLink l = ClubLink.connect("127.0.0.1", club.port(), name, key,
                new ks.crypto.KnownOpponents(dir.resolve("pins-" + name)), new SecureRandom(),
                java.time.Duration.ofSeconds(30));
        links.add(l);
        assertThat(l.request(new ClubMessage.Login(name, "password-" + name))).isInstanceOf(ClubMessage.Welcome.class);
        return l;
    }

    private static String gameOf(ClubLink l) throws IOException {
        return ((ClubMessage.GameList) l.request(new ClubMessage.ListGames())).games().get(0).id();
    }

    private void corrupt(String table, String column, String value, String gameId) {
        String key = table.equals("games") ? "id = ?" : "game_num = (SELECT num FROM games WHERE id = ?)";
        try (ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir.resolve("club")), null, null, 2)) {
            int rows = db.inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement("UPDATE " + table + " SET " + column + " = ? WHERE "
                        + key)) {
                    s.setString(1, value);
                    s.setString(2, gameId);
                    return s.executeUpdate();
                }
            });
            assertThat(rows).as("rows changed").isPositive();
        }
    }
}
