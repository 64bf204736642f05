package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ks.crypto.Argon2id;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lifting one's rating with accounts of one's own (docs/club.md, "Ratings" and "Under attack"),
 * over loopback on a real club. The club opens a database of schema 9, from before provisional
 * ratings, where alice, carol, dave and erin have played one another twice, six games each: its
 * migration makes them established. mallory is a new account, the farmer's puppet.
 */
@Timeout(120)
class ClubRatingFarmTest {

    private static final List<String> ESTABLISHED = List.of("alice", "carol", "dave", "erin");
    private static final int RATING = 1500;

    @TempDir
    Path dir;

    private ClubHost club;

    @BeforeEach
    void start() throws Exception {
        seed(dir.resolve("club"));
        club = TestClubs.start(dir);
    }

    @AfterEach
    void stop() {
        TestClubs.closeAll(club);
    }

    @Test
    void aNewAccountsResignationDoesNotLiftAnEstablishedMember() throws IOException {
        resigns("mallory", true, "alice");
        assertThat(listed("alice")).contains(RATING);
    }

    @Test
    void aNewAccountIsNotListedUntilFiveGamesAgainstThreeEstablishedMembers() throws IOException {
        List<String> opponents = List.of("alice", "carol", "dave", "alice", "carol");
        for (int i = 0; i < opponents.size(); i++) {
            assertThat(listed("mallory")).as("after %d games", i).isEmpty();
            resigns("mallory", i == 0, opponents.get(i));
        }
        assertThat(listed("mallory")).isPresent();
    }

    @Test
    void aPairsGamesPastTheThirdInADayCountHalf() throws IOException {
        List<Integer> gains = new ArrayList<>();
        int before = RATING;
        for (int i = 0; i < 4; i++) {
            resigns("carol", false, "alice");
            int after = listed("alice").orElseThrow();
            gains.add(after - before);
            before = after;
        }
        // By Elo: +10 at 1500 against 1500, +9 at 1510 against 1490, +9 at 1519 against 1481, then 8.4,
        // halved.
        assertThat(gains).containsExactly(10, 9, 9, 4);
    }

    /** {@code loser} (registering first if {@code loserNew}) sits down with {@code winner} and resigns. */
    private void resigns(String loser, boolean loserNew, String winner) throws IOException {
        try (SeatedGame game = SeatedGame.of(club, dir, loser, loserNew, winner, false)) {
            int colour = game.colour(loser);
            ClubLink l = colour == 0 ? game.white : game.black;
            l.send(new Message.Resign(false, game.statement(colour, "resign", 0)));
            SeatedGame.until(game.white, Message.End.class);
            SeatedGame.until(game.black, Message.End.class);
        }
    }

    /** {@code name}'s rating in the club's public list, if listed. */
    private Optional<Integer> listed(String name) throws IOException {
        try (ClubLink l = ClubLink.connect("127.0.0.1", club.port(), "reader", SigningKey.generate(new SecureRandom()),
                new KnownOpponents(dir.resolve("pins-reader")), new SecureRandom(), Duration.ofSeconds(30))) {
            return ((ClubMessage.RatingList) l.request(new ClubMessage.Ratings())).ratings().stream()
                    .filter(r -> r.name().equals(name)).map(ClubMessage.Rated::rating).findFirst();
        }
    }

    /** A club database of schema 9 in {@code clubDir}: the four members, each pair having played twice (a
     * member's count of games is left at 0: the migration reads the games). */
    private static void seed(Path clubDir) throws Exception {
        Files.createDirectories(clubDir);
        String url = ClubDatabase.embeddedUrl(clubDir);
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/club").target("9").load().migrate();
        Passwords passwords = new Passwords(Argon2id.Cost.TEST, new SecureRandom(), 1 << 20, Duration.ofSeconds(10));
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            List<Long> ids = new ArrayList<>();
            for (String name : ESTABLISHED) {
                ids.add(Accounts.create(c, name, name + "@example.org", passwords.hash("password-" + name), RATING, 0));
            }
            int n = 0;
            for (int round = 0; round < 2; round++) {
                for (int a = 0; a < ids.size(); a++) {
                    for (int b = a + 1; b < ids.size(); b++) {
                        finished(c, n++, ids.get(a), ids.get(b));
                    }
                }
            }
            c.commit();
        }
    }

    /** Game {@code n}, a draw between members {@code white} and {@code black} that ended in 1970. */
    private static void finished(Connection c, int n, long white, long black) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO games (id, white_id, black_id, time_control, rules, "
                + "start_fen, chain_seed, state, result, white_left_ms, black_left_ms, last_move_ms, created_ms, "
                + "ended_ms) VALUES (?, ?, ?, 'game/30', 'wolfe', 'startpos', ?, 'over', '1/2-1/2', 60000, 60000, 0, "
                + "?, ?)")) {
            s.setString(1, String.format("%032x", n));
            s.setLong(2, white);
            s.setLong(3, black);
            s.setString(4, "06".repeat(32));
            s.setLong(5, n);
            s.setLong(6, n + 1);
            s.executeUpdate();
        }
    }
}
