package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ks.crypto.Argon2id;
import ks.net.club.ClubConfig;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code ks --club-server --review} and {@code --void NAME} on a club's embedded database. */
@Timeout(60)
class ClubReviewCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void aDirectoryWithoutAClubIsRefusedInOneLineAndNoDatabaseMadeThere() {
        assertThat(run("--review")).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: no club's database in " + dir.resolve("club")
                + " (a club run with the same --config keeps it there); nothing to review\n");
        assertThat(dir.resolve("club")).doesNotExist();
    }

    @Test
    void aClubWithoutGamesHasNoGroupToReview() {
        aClub();
        assertThat(run("--review")).isZero();
        assertThat(out()).isEqualTo("no group of members plays its rated games mostly among itself, apart from the "
                + "club's main body\n");
    }

    @Test
    void voidingAMembersGamesSaysWhoseRatingsChanged() throws Exception {
        aGame("alice", "bob");
        assertThat(run("--void", "bob")).isZero();
        assertThat(out()).isEqualTo("voided 1 game of bob; every rating worked out again without them:\n"
                + "  alice                1210 -> 1200\n  bob                  1190 -> 1200\n");
    }

    /**
     * Members with no origin kept are counted at the review: under {@code --origins public}, a club
     * its members reach through a proxy or tunnel on its own host keeps none, and its origin rules
     * were off without a word (fourteenth red-team round).
     */
    @Test
    void theReviewCountsTheMembersWithNoOrigin() throws Exception {
        aGame("alice", "bob");
        assertThat(run("--review")).isZero();
        assertThat(out()).endsWith("2 of 2 members have no origin kept (registered before origins were kept, from "
                + "an address not of the public internet, such as a proxy's or tunnel's on the club's own host, or "
                + "under --origins off): the origin rules pass them by\n");
    }

    @Test
    void theReviewUnderOriginsOffSaysNothingOfOrigins() throws Exception {
        aGame("alice", "bob");
        assertThat(run("--review", "--origins", "off")).isZero();
        assertThat(out()).doesNotContain("origin");
    }

    /** A club of two members, {@code white} at 1210 having beaten {@code black} at 1190 in its one game. */
    private void aGame(String white, String black) throws Exception {
        try (ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(dir.resolve("club")), null, null, 2)) {
            db.inTransaction(c -> {
                long alice = Accounts.create(c, white, white + "@example.org", "x", 1210, 0);
                long bob = Accounts.create(c, black, "b@example.org", "x", 1190, 0);
                try (PreparedStatement s = c.prepareStatement("INSERT INTO games (id, white_id, black_id, "
                        + "time_control, rules, start_fen, chain_seed, state, result, white_left_ms, black_left_ms, "
                        + "last_move_ms, created_ms, ended_ms) VALUES ('g1', ?, ?, 'game/30', 'wolfe', 'startpos', ?, "
                        + "'over', '1-0', 60000, 60000, 0, 1, 2)")) {
                    s.setLong(1, alice);
                    s.setLong(2, bob);
                    s.setString(3, "06".repeat(32));
                    s.executeUpdate();
                }
                return null;
            });
        }
    }

    @Test
    void aMemberNamedLikeAnOptionIsVoidedByThatName() throws Exception {
        aGame("alice", "--review");
        assertThat(run("--void", "--review")).isZero();
        assertThat(out()).isEqualTo("voided 1 game of --review; every rating worked out again without them:\n"
                + "  --review             1190 -> 1200\n  alice                1210 -> 1200\n");
    }

    /**
     * A name the common options would take ({@code -d}, {@code --ascii}, {@code --config}) reaches
     * {@code --void} only as {@code --void=NAME}: {@code ks} takes those words out of any command line.
     */
    @Test
    void aMemberNamedLikeACommonOptionIsVoidedAsVoidEqualsName() throws Exception {
        aGame("alice", "-d");
        int code = ks.app.Main.run(new String[] {"--club-server", "--config", dir.toString(), "--void=-d"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(code).isZero();
        assertThat(out()).isEqualTo("voided 1 game of -d; every rating worked out again without them:\n"
                + "  -d                   1190 -> 1200\n  alice                1210 -> 1200\n");
    }

    @Test
    void voidingANameNoMemberHasIsRefusedInOneLine() {
        aClub();
        assertThat(run("--void", "nobody")).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: no member is named nobody; nothing was voided\n");
    }

    @Test
    void theEmbeddedDatabaseOfAClubRunningInAnotherProcessIsRefusedInOneLine() throws Exception {
        try (ClubHost club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST))) {
            Process review = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "ks.app.Main", "--club-server", "--config",
                    dir.toString(), "--review").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            String said = new String(review.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(review.waitFor()).isEqualTo(1);
            assertThat(said).startsWith("ks: cannot open the club's database").endsWith(
                    "(the embedded database opens only while the club is stopped)\n");
            assertThat(said.lines()).hasSize(1);
        }
    }

    /** The embedded database of a club that has run in {@code dir} and has no members yet. */
    private void aClub() {
        ClubDatabase.open(ClubDatabase.embeddedUrl(dir.resolve("club")), null, null, 2).close();
    }

    private int run(String... words) {
        List<String> args = new ArrayList<>(List.of("--config", dir.toString()));
        args.addAll(List.of(words));
        return ClubServerCommand.run(args, dir, Map.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }
}
