package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.crypto.Argon2id;
import ks.net.club.ClubConfig;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A new member's commands at a real club over loopback, as they type them, and what each prints. */
@Timeout(120)
class ClubMemberTest {

    private static final Pattern GAME = Pattern.compile("game ([0-9a-f]{32}) begins");

    @TempDir
    Path tmp;

    private ClubHost club;
    private String where;

    /** What one command printed, and how it exited. */
    private record Ran(int code, String out, String err) {
    }

    @BeforeEach
    void start() throws Exception {
        club = ClubHost.start(ClubConfig.of(tmp.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST));
        where = "127.0.0.1:" + club.port();
    }

    @AfterEach
    void stop() {
        club.close();
    }

    private Ran ks(String member, String... words) {
        List<String> argv = new ArrayList<>(List.of(where));
        argv.addAll(List.of(words));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ClubCommand.run(argv, tmp.resolve(member), Map.of("KS_PASSWORD", "password-" + member),
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Ran(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** {@code seeker} seeks {@code time}, {@code other} asks, the seeker accepts: the new game's id. */
    private String game(String seeker, String other, String time, long seek, long request) {
        assertThat(ks(seeker, "seek", time).code()).isZero();
        assertThat(ks(other, "play", String.valueOf(seek)).code()).isZero();
        Matcher m = GAME.matcher(ks(seeker, "accept", String.valueOf(request)).out());
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    @Test
    void acceptingARequestSaysHowToSitDownAtTheNewGame() {
        assertThat(ks("alice", "register", "alice", "alice@example.org").code()).isZero();
        assertThat(ks("bob", "register", "bob", "bob@example.org").code()).isZero();
        assertThat(ks("alice", "seek", "5+3").code()).isZero();
        assertThat(ks("bob", "play", "1").code()).isZero();

        Ran accepted = ks("alice", "accept", "1");

        Matcher m = GAME.matcher(accepted.out());
        assertThat(m.find()).isTrue();
        assertThat(accepted.out()).endsWith("\nSit down at it (it begins once you both have): ks --club " + where + " "
                + m.group(1).substring(0, 8) + "\n");
    }

    @Test
    void postingASeekSaysWhereTheRequestsToPlayItAreListed() {
        assertThat(ks("alice", "register", "alice", "alice@example.org").code()).isZero();

        Ran sought = ks("alice", "seek", "game/15");

        assertThat(sought.out()).isEqualTo("seek 1 posted: game/15, wolfe\n"
                + "Requests to play it are listed with your seeks: ks --club " + where + " seeks\n");
    }

    @Test
    void askingToPlayASeekSaysWhereTheGameIsListedOnceAccepted() {
        assertThat(ks("alice", "register", "alice", "alice@example.org").code()).isZero();
        assertThat(ks("bob", "register", "bob", "bob@example.org").code()).isZero();
        assertThat(ks("alice", "seek", "game/15").code()).isZero();

        Ran asked = ks("bob", "play", "1");

        assertThat(asked.out()).isEqualTo("request 1 sent; the seeker accepts or rejects it\n"
                + "Once accepted, the game is listed with how to sit down at it: ks --club " + where + " games\n");
    }

    @Test
    void theClubsRefusalNamesTheCommandWithTheClubsRealAddress() {
        assertThat(ks("bob", "register", "bob", "bob@example.org").code()).isZero();

        Ran refused = ks("bob", "play", "99");

        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.err()).contains("there is no open seek 99 (ks --club " + where + " seeks lists them)")
                .doesNotContain("HOST");
    }

    @Test
    void helpListsTheClubsCommandsRatherThanLookingForAGameAgainstAMemberCalledHelp() {
        Ran help = ks("alice", "help");

        assertThat(help.code()).isZero();
        assertThat(help.err()).isEmpty();
        for (String command : List.of("register NAME EMAIL", "login [NAME]", "ratings", "seek TIME", "seeks",
                "play SEEK", "accept REQUEST", "reject REQUEST", "cancel SEEK", "games", "move GAME MOVE", "NAME")) {
            assertThat(help.out()).as(command).contains("ks --club " + where + " " + command + " ");
        }
    }

    @Test
    void aMemberWhoseOpponentDoesNotSitDownIsToldTheCommandTheOpponentTypesWithTheClubsRealAddress() {
        assertThat(ks("alice", "register", "alice", "alice@example.org").code()).isZero();
        assertThat(ks("bob", "register", "bob", "bob@example.org").code()).isZero();
        game("alice", "bob", "5+3", 1, 1);

        Ran sit = ks("alice", "--wait", "1", "-d", "bob");

        assertThat(sit.code()).isEqualTo(1);
        assertThat(sit.err()).endsWith("bob has not signed the agreement of this game yet: it begins once bob sits"
                + " down at it (ks --club " + where + " alice)\n");
    }

    @Test
    void theFirstConnectionToAClubPrintsTheFingerprintOfTheKeyItPinnedAndLaterOnesDoNot() {
        Ran first = ks("alice", "register", "alice", "alice@example.org");
        Ran later = ks("alice", "login");

        assertThat(first.out()).startsWith("The club's key " + club.fingerprint() + " is pinned now in "
                + tmp.resolve("alice").resolve("clubs").resolve("127.0.0.1_" + club.port()).resolve("known_opponents")
                + ": check that it is the fingerprint the club publishes (its web page, its notice board)\n")
                .endsWith("Logged in to the club at " + where + " as alice (rating 1200).\n");
        assertThat(later.out()).isEqualTo("Logged in to the club at " + where + " as alice (rating 1200).\n");
    }

    @Test
    void sittingDownByTheNameOfAnOpponentOfTwoGamesAsksWhichGameAndNamesBoth() {
        assertThat(ks("alice", "register", "alice", "alice@example.org").code()).isZero();
        assertThat(ks("bob", "register", "bob", "bob@example.org").code()).isZero();
        String blitz = game("alice", "bob", "5+3", 1, 1);
        String daily = game("alice", "bob", "daily", 2, 2);

        Ran sit = ks("alice", "--wait", "1", "-d", "bob");

        assertThat(sit.code()).isEqualTo(2);
        assertThat(sit.err()).isEqualTo("ks: you have 2 games in progress against bob; sit down at one by its id: "
                + "ks --club " + where + " " + daily.substring(0, 8) + " (daily, wolfe) or ks --club " + where + " "
                + blitz.substring(0, 8) + " (5+3, wolfe)\n");
    }
}
