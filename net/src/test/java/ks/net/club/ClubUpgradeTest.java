package ks.net.club;

import ks.net.club.host.ClubHost;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Argon2id;
import ks.net.club.db.ClubDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A club's directory written by an older ks opens under this one: the database file of H2 2.3.232
 * (the version before 2.5.252) with the schema of its day, kept as a fixed vector in
 * {@code vectors/h2-2.3.232} (made by {@code ks --club-server} of that version: two members
 * registered, a seek accepted, a game waiting for black to sit down). docs/club.md says how to
 * upgrade a club.
 */
@Timeout(120)
class ClubUpgradeTest {

    private static final String VECTOR = "vectors/h2-2.3.232/";
    private static final String GAME = "87913c1a6aeddccfaa1104b31e60c3fe";

    @TempDir
    Path dir;

    @Test
    void aClubDatabaseWrittenByH2Version2_3_232OpensWithItsMembersAndGames() throws Exception {
        Path club = copyVector();
        try (ClubHost host = ClubHost.start(ClubConfig.of(club, 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST))) {
            assertThat(host.fingerprint()).isEqualTo("bbbd-f2c3-7eeb-3fe5");
            assertThat(host.resumedGames()).isEqualTo(1);
        }
        try (ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(club), null, null, 2)) {
            List<String> members = db.inTransaction(c -> strings(c.createStatement(),
                    "SELECT name FROM accounts ORDER BY name"));
            List<String> games = db.inTransaction(c -> strings(c.createStatement(), "SELECT id FROM games"));
            assertThat(members).containsExactly("alice", "bob");
            assertThat(games).containsExactly(GAME);
        }
    }

    @Test
    void anUpgradedClubDatabaseTakesNewWorkAndOpensAgain() throws Exception {
        Path club = copyVector();
        try (ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(club), null, null, 2)) {
            db.inTransaction(c -> c.createStatement().executeUpdate(
                    "UPDATE accounts SET rating = 1300 WHERE name = 'alice'"));
        }
        try (ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(club), null, null, 2)) {
            List<String> rating = db.inTransaction(c -> strings(c.createStatement(),
                    "SELECT CAST(rating AS VARCHAR) FROM accounts WHERE name = 'alice'"));
            assertThat(rating).containsExactly("1300");
        }
    }

    private Path copyVector() throws IOException {
        Path club = dir.resolve("club");
        Files.createDirectories(club);
        Files.setPosixFilePermissions(club, PosixFilePermissions.fromString("rwx------"));
        for (String name : List.of("club.mv.db", "signing-key")) {
            try (InputStream in = ClubUpgradeTest.class.getResourceAsStream(VECTOR + name)) {
                assertThat(in).as(name).isNotNull();
                Files.copy(in, club.resolve(name));
            }
            Files.setPosixFilePermissions(club.resolve(name), PosixFilePermissions.fromString("rw-------"));
        }
        return club;
    }

    private static List<String> strings(Statement s, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (s; ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }
}
