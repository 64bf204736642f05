package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ks.net.club.db.Postgres;
import ks.testkit.Needed;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club end to end with real processes: a club server, members registering, seeking,
 * requesting, rejecting and accepting, then playing to checkmate at the club's board, both audits
 * passing and the ratings moving as the chess-service description's worked example says. Run on
 * the embedded H2 and on PostgreSQL.
 */
@Timeout(600)
class ClubIT {

    @TempDir
    Path tmp;

    @Test
    void onTheEmbeddedDatabase() throws Exception {
        membersSeekAcceptPlayToMateAuditAndTheRatingsMoveAsTheWorkedExampleSays("h2");
    }

    /**
     * The same on PostgreSQL. The database suite (ClubOnPostgresTest) runs on PostgreSQL in the
     * normal suite; this end-to-end run is behind -Pslow to keep the normal suite short.
     */
    @Test
    @Tag("slow")
    void onPostgresql() throws Exception {
        membersSeekAcceptPlayToMateAuditAndTheRatingsMoveAsTheWorkedExampleSays("postgresql");
    }

    /**
     * A daily game: black sits down and waits for white to sign the agreement; white signs it with
     * a move made without sitting down, and leaves; black resigns at the board; white, away when the
     * game ended, sees it listed as not audited yet, sits down and audits it. Both keep signed
     * records, which {@code ks --audit} passes.
     */
    @Test
    void aMemberAwayWhenTheGameEndedAuditsItOnComingBack() throws Exception {
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            ClubProcesses.Member alice = new ClubProcesses.Member(tmp.resolve("alice"), club.address());
            ClubProcesses.Member bob = new ClubProcesses.Member(tmp.resolve("bob"), club.address());
            ok(alice.run("", "register", "alice", "alice@example.org"), "registered");
            ok(bob.run("", "register", "bob", "bob@example.org"), "registered");
            ok(alice.run("", "seek", "daily"), "seek 1 posted");
            ok(bob.run("", "play", "1"), "request 1 sent");
            ClubProcesses.Result accepted = ok(alice.run("", "accept", "1"), "begins");
            Matcher m = Pattern.compile("game ([0-9a-f]{32}) begins: (\\w+) \\(white\\)").matcher(accepted.out());
            assertThat(m.find()).isTrue();
            String id = m.group(1);
            ClubProcesses.Member white = m.group(2).equals("alice") ? alice : bob;
            ClubProcesses.Member black = white == alice ? bob : alice;
            String whiteName = m.group(2);
            KsProcess resigns = black.start("resign\n", List.of("--club", club.address(), "-d", whiteName));
            assertThat(resigns.awaitOutput("Waiting for " + whiteName + " to sit down and sign the agreement", 60))
                    .as(resigns.transcript()).isTrue();
            ok(white.run("", "move", id, "e4"), "e2-e4: accepted");
            assertThat(resigns.await(120)).as(resigns.transcript()).isZero();
            assertThat(resigns.out()).contains("Audit: passed (1 ply");
            ok(white.run("", "games"), "not audited here yet: ks --club " + club.address() + " " + id.substring(0, 8));
            ClubProcesses.Result back = ok(white.run("", "-d", id.substring(0, 8)), "Audit: passed (1 ply");
            assertThat(back.out()).contains("resigned").contains("Game record saved in ");
            assertThat(white.run("", "games").out()).doesNotContain("not audited");
            for (ClubProcesses.Member member : List.of(white, black)) {
                KsProcess audit = KsProcess.start(member.home(), "", "--audit", savedRecord(member.home()).toString());
                assertThat(audit.await(60)).as(audit.transcript()).isZero();
                assertThat(audit.out()).contains("Audit: passed (1 ply").doesNotContain("format 1");
            }
        }
    }

    /**
     * A live game adjourned by agreement: black proposes and moves, white agrees; both ks stop
     * saying how to go on, and the club lists the game as adjourned. Later black sits down first
     * and waits, white sits down and moves, black resigns: both audits pass, and both records pass
     * {@code ks --audit}.
     */
    @Test
    void aLiveGameAdjournedByAgreementGoesOnWhenBothSitDownAgain() throws Exception {
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            ClubProcesses.Member alice = new ClubProcesses.Member(tmp.resolve("alice"), club.address());
            ClubProcesses.Member bob = new ClubProcesses.Member(tmp.resolve("bob"), club.address());
            ok(alice.run("", "register", "alice", "alice@example.org"), "registered");
            ok(bob.run("", "register", "bob", "bob@example.org"), "registered");
            ok(alice.run("", "seek", "game/30"), "seek 1 posted");
            ok(bob.run("", "play", "1"), "request 1 sent");
            ClubProcesses.Result accepted = ok(alice.run("", "accept", "1"), "begins");
            Matcher m = Pattern.compile("begins: (\\w+) \\(white\\) against (\\w+) \\(black\\)")
                    .matcher(accepted.out());
            assertThat(m.find()).as(accepted.toString()).isTrue();
            String whiteName = m.group(1);
            String blackName = m.group(2);
            ClubProcesses.Member white = whiteName.equals("alice") ? alice : bob;
            ClubProcesses.Member black = white == alice ? bob : alice;

            KsProcess wp = white.start("e4\nadjourn\n", List.of("--club", club.address(), "-d", blackName));
            KsProcess bp = black.start("adjourn\ne5\n", List.of("--club", club.address(), "-d", whiteName));
            assertThat(wp.await(180)).as(wp.transcript()).isZero();
            assertThat(bp.await(180)).as(bp.transcript()).isZero();
            assertThat(bp.out()).as(bp.transcript())
                    .contains("you propose to adjourn; the game stops when " + whiteName + " agrees")
                    .contains("The game is saved; continue it with: ks --club " + club.address() + " " + whiteName);
            assertThat(wp.out()).as(wp.transcript()).contains(blackName + " proposes to adjourn the game")
                    .contains("The game is saved; continue it with: ks --club " + club.address() + " " + blackName);
            for (KsProcess p : List.of(wp, bp)) {
                assertThat(p.out()).as(p.transcript()).contains("Game adjourned: adjourned by agreement; the club"
                        + " keeps it, both clocks stopped, until you both sit down at it again");
            }
            ok(white.run("", "games"), "ply 2, adjourned");

            KsProcess resigns = black.start("resign\n", List.of("--club", club.address(), "-d", whiteName));
            assertThat(resigns.awaitOutput("This game is adjourned; it goes on when " + whiteName
                    + " sits down at it too", 60)).as(resigns.transcript()).isTrue();
            KsProcess moves = white.start("Nf3\n", List.of("--club", club.address(), "-d", blackName));
            assertThat(moves.await(180)).as(moves.transcript()).isZero();
            assertThat(resigns.await(180)).as(resigns.transcript()).isZero();
            for (KsProcess p : List.of(moves, resigns)) {
                assertThat(p.out()).as(p.transcript()).contains(blackName + " resigned")
                        .contains("Audit: passed (3 plies").contains("Game record saved in ");
            }
            for (ClubProcesses.Member member : List.of(white, black)) {
                KsProcess audit = KsProcess.start(member.home(), "", "--audit", savedRecord(member.home()).toString());
                assertThat(audit.await(60)).as(audit.transcript()).isZero();
                assertThat(audit.out()).contains("Audit: passed (3 plies");
            }
        }
    }

    private void membersSeekAcceptPlayToMateAuditAndTheRatingsMoveAsTheWorkedExampleSays(String database)
            throws Exception {
        String url = database(database);
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), url)) {
            ClubProcesses.Member alice = new ClubProcesses.Member(tmp.resolve("alice"), club.address());
            ClubProcesses.Member bob = new ClubProcesses.Member(tmp.resolve("bob"), club.address());
            ClubProcesses.Member carol = new ClubProcesses.Member(tmp.resolve("carol"), club.address());

            ok(alice.run("", "register", "alice", "alice@example.org"), "registered alice at rating 1200");
            ok(bob.run("", "register", "bob", "bob@example.org"), "registered bob");
            ClubProcesses.Result sameName = carol.run("", "register", "Alice", "carol@example.org");
            assertThat(sameName.code()).as(sameName.toString()).isEqualTo(1);
            assertThat(sameName.err()).contains("the name Alice is taken");
            ClubProcesses.Result sameMail = carol.run("", "register", "carol", "BOB@example.org");
            assertThat(sameMail.err()).as(sameMail.toString()).contains("belongs to another member");
            ok(alice.run("", "login"), "Logged in to the club at " + club.address() + " as alice (rating 1200)");

            ok(alice.run("", "seek", "game/30"), "seek 1 posted: game/30, wolfe");
            ok(bob.run("", "seeks"), "seek 1: alice (1200), game/30, wolfe");
            ok(bob.run("", "play", "1"), "request 1 sent");
            ok(alice.run("", "seeks"), "request 1 on seek 1: bob (1200)");
            ok(alice.run("", "reject", "1"), "rejected bob's request 1");
            ok(bob.run("", "play", "1"), "request 2 sent");
            ClubProcesses.Result accepted = ok(alice.run("", "accept", "2"), "begins");
            Matcher m = Pattern.compile("game ([0-9a-f]{32}) begins: (\\w+) \\(white\\) against (\\w+) \\(black\\)")
                    .matcher(accepted.out());
            assertThat(m.find()).as(accepted.toString()).isTrue();
            String white = m.group(2);
            String black = m.group(3);
            setRating(url, white, 1600);
            setRating(url, black, 1500);

            ClubProcesses.Member w = white.equals("alice") ? alice : bob;
            ClubProcesses.Member b = white.equals("alice") ? bob : alice;
            KsProcess wp = w.start("f3\ng4\n", List.of("--club", club.address(), "-d", black));
            KsProcess bp = b.start("e5\nQh4\n", List.of("--club", club.address(), "-d", white));
            assertThat(wp.await(180)).as(wp.transcript()).isZero();
            assertThat(bp.await(180)).as(bp.transcript()).isZero();
            for (KsProcess p : List.of(wp, bp)) {
                assertThat(p.out()).as(p.transcript()).contains("Game over: 0-1 (white is checkmated)")
                        .contains("Audit: passed (4 plies").contains("the club hosts the referee")
                        .contains("Game record saved in ");
            }
            for (ClubProcesses.Member member : List.of(w, b)) {
                Path record = savedRecord(member.home());
                KsProcess audit = KsProcess.start(member.home(), "", "--audit", record.toString());
                assertThat(audit.await(60)).as(audit.transcript()).isZero();
                assertThat(audit.out()).contains("Audit: passed (4 plies").doesNotContain("format 1");
            }
            ClubProcesses.Result ratings = ok(carol.run("", "ratings"), black);
            assertThat(ratings.out()).containsPattern(black + " +1513").containsPattern(white + " +1587");
            ok(alice.run("", "games"), "over, 0-1 (white is checkmated)");
            if (database.equals("h2")) {
                theWebPageShowsTheClubAndReplaysBothViews(club, m.group(1), white, black);
            }
        }
    }

    /**
     * The web page in a real headless browser: ratings, seeks, games, and the finished game's
     * replay after its script ran, at a chosen step, showing each player only their own men.
     */
    private void theWebPageShowsTheClubAndReplaysBothViews(ClubProcesses.Server club, String gameId, String white,
            String black) throws Exception {
        Needed.require(Chromium.program() != null, "chromium is not installed: the club's web page is not looked at");
        ClubProcesses.Member dave = new ClubProcesses.Member(tmp.resolve("dave"), club.address());
        ok(dave.run("", "register", "dave", "dave@example.org"), "registered dave");
        ok(dave.run("", "seek", "daily", "--anonymous", "--rules", "cincinnati"), "seek 2 posted");
        String site = "http://127.0.0.1:" + club.webPort;
        String front = Chromium.dom(site + "/", tmp);
        assertThat(front).contains("<td>" + black + "</td><td>1513</td>").contains("<td>" + white + "</td><td>1587</td>")
                .contains("<td>anonymous</td><td>rating hidden</td><td>daily</td><td>cincinnati</td>")
                .contains("/game/" + gameId).contains("white is checkmated");
        String replay = Chromium.dom(site + "/game/" + gameId + "?step=2", tmp);
        assertThat(replay).contains("2/4: " + black + " tries e7e5: legal");
        assertThat(replay).contains("[Result \"0-1\"]");
        // The same PGN words as a two-process game's: the standard Termination, the reason in a comment.
        assertThat(replay).contains("[Termination \"normal\"]").contains("[TimeControl \"")
                .contains("{white is checkmated} 0-1");
        String whiteBoard = replay.substring(replay.indexOf("id=\"white-board\""), replay.indexOf("id=\"white-heard\""));
        assertThat(whiteBoard).contains("\u2654").doesNotContain("\u265a");
        // The screenshots in docs/club.md: -Dks.club.screenshots=DIR writes them again.
        String shots = System.getProperty("ks.club.screenshots");
        if (shots != null) {
            Chromium.screenshot(site + "/", Path.of(shots, "club-front.png"), tmp);
            Chromium.screenshot(site + "/game/" + gameId + "?step=4", Path.of(shots, "club-replay.png"), tmp);
        }
    }

    private String database(String kind) throws Exception {
        if (kind.equals("h2")) {
            return "jdbc:h2:file:" + tmp.resolve("clubdb") + ";AUTO_SERVER=TRUE;WRITE_DELAY=0";
        }
        String url = Postgres.url();
        Needed.require(url != null, Postgres.why());
        String name = "clubit" + ProcessHandle.current().pid();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + name);
            s.execute("CREATE DATABASE " + name);
        }
        return url.replace("/ksclub?", "/" + name + "?");
    }

    private static void setRating(String url, String name, int rating) throws Exception {
        try (Connection c = DriverManager.getConnection(url);
                PreparedStatement s = c.prepareStatement("UPDATE accounts SET rating = ? WHERE name = ?")) {
            s.setInt(1, rating);
            s.setString(2, name);
            assertThat(s.executeUpdate()).isEqualTo(1);
        }
    }

    private static Path savedRecord(Path home) throws Exception {
        try (Stream<Path> files = Files.list(home.resolve(".ks").resolve("games"))) {
            return files.filter(f -> f.toString().endsWith(".ksg")).findFirst().orElseThrow();
        }
    }

    private static ClubProcesses.Result ok(ClubProcesses.Result r, String expected) {
        assertThat(r.code()).as(r.toString()).isZero();
        assertThat(r.out()).as(r.toString()).contains(expected);
        return r;
    }
}
