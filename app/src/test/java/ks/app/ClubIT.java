package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ks.app.seat.EventText;
import ks.net.club.PageSquares;
import ks.net.club.db.Postgres;
import ks.testkit.Needed;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The club end to end with real processes: a club server, members registering, seeking,
 * requesting, rejecting and accepting, then playing to checkmate at the club's board, both audits
 * passing and the ratings moving as the chess-service description's worked example says. Run on
 * the embedded H2 and on PostgreSQL.
 *
 * <p>Each test has its own club, members and directory, and most of each is waiting (a flag to fall,
 * a lost club to be given up on), so the tests run at once.
 */
@Execution(ExecutionMode.CONCURRENT)
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
     * A daily game: black, trying to move out of turn before the game began, is told to sit down
     * while white moves; black sits down and waits for white to sign the agreement; white signs it with
     * a move made without sitting down, and leaves; black resigns at the board; white, away when the
     * game ended, sees it listed as not audited yet, sits down and audits it. Both keep signed
     * records, which {@code ks --audit} passes.
     */
    @Test
    void aMemberAwayWhenTheGameEndedAuditsItOnComingBack() throws Exception {
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            Game g = game(club, "daily");
            String id = g.id();
            ClubProcesses.Member white = g.white();
            ClubProcesses.Member black = g.black();
            String whiteName = g.whiteName();
            // Black, asked to move first by a newcomer's habit, is told what white's first move waits for.
            ClubProcesses.Result early = black.run("", "move", id, "e5");
            assertThat(early.code()).as(early.toString()).isEqualTo(1);
            assertThat(early.out()).as(early.toString()).contains("It is not your move in game " + id.substring(0, 8))
                    .contains("sit down at it (ks --club " + club.address() + " " + whiteName + ") while " + whiteName
                            + " moves");
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
                // The club rates its games: a club game's record is not one the member's own ledger misses.
                KsProcess check = KsProcess.start(member.home(), "", "--ratings", "--check");
                assertThat(check.await(60)).as(check.transcript()).isZero();
                assertThat(check.out()).doesNotContain("MISSING");
            }
        }
    }

    /**
     * A daily game: black sits down and quits at the board; in a daily game that is getting up, not
     * resigning: black's ks says the game goes on and how to sit down again, and the club still
     * lists the game in play, black to move.
     */
    @Test
    void quittingADailyGamesBoardGetsUpAndResignsNothing() throws Exception {
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            Game g = game(club, "daily");
            String id = g.id();
            KsProcess sits = g.black().startOpen("--club", club.address(), "-d", g.whiteName());
            assertThat(sits.awaitOutput("Waiting for " + g.whiteName() + " to sit down and sign the agreement", 60))
                    .as(sits.transcript()).isTrue();
            ok(g.white().run("", "move", id, "e4"), "e2-e4: accepted");
            assertThat(sits.awaitOutput("has moved; your move.", 60)).as(sits.transcript()).isTrue();
            sits.input().write("quit\ny\n".getBytes(StandardCharsets.UTF_8));
            sits.input().flush();
            assertThat(sits.await(120)).as(sits.transcript()).isEqualTo(1);
            assertThat(sits.out()).as(sits.transcript()).contains(EventText.QUIT_LEAVES.strip())
                    .contains("you got up from the board; the game goes on")
                    .contains("continue it with: ks --club " + club.address() + " " + g.whiteName())
                    .doesNotContain("resigned");
            ok(g.black().run("", "games"), "your move");
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
            Game g = game(club, "game/30");
            String whiteName = g.whiteName();
            String blackName = g.blackName();
            ClubProcesses.Member white = g.white();
            ClubProcesses.Member black = g.black();

            KsProcess wp = white.start("e4\nadjourn\n", List.of("--club", club.address(), "-d", blackName));
            KsProcess bp = black.start("adjourn\ne5\n", List.of("--club", club.address(), "-d", whiteName));
            assertThat(wp.await(180)).as(wp.transcript()).isZero();
            assertThat(bp.await(180)).as(bp.transcript()).isZero();
            assertThat(bp.out()).as(bp.transcript())
                    .contains("you propose to adjourn; the game stops when " + whiteName + " agrees")
                    .contains("The game is adjourned; sit down at it again with: ks --club " + club.address() + " "
                            + whiteName).doesNotContain("The game is saved");
            assertThat(wp.out()).as(wp.transcript()).contains(blackName + " proposes to adjourn the game")
                    .contains("The game is adjourned; sit down at it again with: ks --club " + club.address() + " "
                            + blackName).doesNotContain("The game is saved");
            for (KsProcess p : List.of(wp, bp)) {
                assertThat(p.out()).as(p.transcript()).contains("Game adjourned: adjourned by agreement; the club"
                        + " keeps it, both clocks stopped, until you both sit down at it again");
            }
            ok(white.run("", "games"), "ply 2, adjourned");
            if (chromium()) {
                assertThat(Chromium.dom("http://127.0.0.1:" + club.webPort + "/", tmp))
                        .contains("<span class=\"adjourned\">adjourned</span>");
            }

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

    /**
     * The club goes away in the middle of a game (kill -9): each member's ks says that the
     * connection to the club was lost, naming the club and not the opponent, who is still there as
     * far as anyone knows; it tries to reconnect for --wait seconds and then keeps the game saved.
     */
    @Test
    void aLostConnectionIsNamedAsTheClubsNotTheOpponents() throws Exception {
        ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null);
        try {
            Game g = game(club, "daily");
            KsProcess bp = g.black.startOpen("--club", club.address(), "-d", "--wait", "30", g.whiteName);
            assertThat(bp.awaitOutput("to sit down and sign the agreement", 60)).as(bp.transcript()).isTrue();
            KsProcess wp = g.white.startOpen("--club", club.address(), "-d", "--wait", "30", g.blackName);
            assertThat(wp.awaitOutput("You (" + g.whiteName + ") play white", 60)).as(wp.transcript()).isTrue();
            type(wp, "e4\n");
            assertThat(wp.awaitOutput("e2-e4: accepted", 60)).as(wp.transcript()).isTrue();
            assertThat(bp.awaitOutput(g.whiteName + " has moved", 60)).as(bp.transcript()).isTrue();
            club.kill();
            for (KsProcess p : List.of(wp, bp)) {
                assertThat(p.awaitOutput("did not come back", 90)).as(p.transcript()).isTrue();
                p.input().close();
                assertThat(p.await(60)).as(p.transcript()).isEqualTo(1);
                assertThat(p.outNotesJoined()).as(p.transcript())
                        .containsPattern("the connection to the club was lost \\(.*the club at "
                                + Pattern.quote(club.address()))
                        .contains("; trying to reconnect").contains("; the game is saved\n")
                        .contains("The game is saved; continue it with: ks --club " + club.address())
                        .doesNotContain("connection to " + g.whiteName).doesNotContain("connection to " + g.blackName);
            }
        } finally {
            club.close();
        }
    }

    /**
     * A game/1 game under berkeley rules watched on the web page while it is played: white's pawn
     * runs into black's ("No" to both), black takes on d4 ("Capture on d4" to both), and white
     * then lets the clock run out. While it runs, the front page, the live view (in Chromium, and
     * each time it loads itself again) and the game's own page name no square but the capture's;
     * when the flag falls both players see white's clock at 0:00, and the live view links to the
     * replay.
     */
    @Test
    void aGameInProgressIsFollowedLiveWithoutAManSquareUntilTheFlagFalls() throws Exception {
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null)) {
            Game g = game(club, "game/1", "--rules", "berkeley");
            String id = g.id();
            String white = g.whiteName();
            String black = g.blackName();
            ClubProcesses.Member w = g.white();
            ClubProcesses.Member b = g.black();
            KsProcess bp = b.startOpen("--club", club.address(), "-d", white);
            assertThat(bp.awaitOutput("to sit down and sign the agreement", 60)).as(bp.transcript()).isTrue();
            KsProcess wp = w.startOpen("--club", club.address(), "-d", black);
            type(bp, "e5\nexd4\n");
            type(wp, "e4\ne5\nd4\n");
            assertThat(wp.awaitOutput("Capture on d4", 60)).as(wp.transcript()).isTrue();
            if (chromium()) {
                String site = "http://127.0.0.1:" + club.webPort;
                List<String> pages = new ArrayList<>(List.of(Chromium.dom(site + "/", tmp),
                        Chromium.dom(site + "/live/" + id, tmp)));
                HttpClient http = HttpClient.newHttpClient();
                for (String path : List.of("/live/" + id, "/live/" + id, "/game/" + id, "/")) {
                    pages.add(http.send(HttpRequest.newBuilder(URI.create(site + path)).build(),
                            HttpResponse.BodyHandlers.ofString()).body());
                }
                assertThat(pages.get(1)).contains("move 2, white to move: No").contains("Capture on d4")
                        .contains("http-equiv=\"refresh\"");
                for (String page : pages) {
                    assertThat(PageSquares.named(page)).as(page).isSubsetOf("d4");
                }
                String shots = System.getProperty("ks.club.screenshots");
                if (shots != null) {
                    Chromium.screenshot(site + "/", Path.of(shots, "club-playing.png"), tmp);
                    Chromium.screenshot(site + "/live/" + id, Path.of(shots, "club-live.png"), tmp);
                }
            }
            // white still has nearly all of its minute here; wait well past it on a slow machine. On a
            // loaded one white's reports may leave some of it unaccounted for, which the line then adds.
            assertThat(bp.awaitOutput("Game over: 0-1 (" + white + " ran out of time", 240)).as(bp.transcript())
                    .isTrue();
            for (KsProcess p : List.of(wp, bp)) {
                assertThat(p.awaitOutput("Audit: passed", 60)).as(p.transcript()).isTrue();
                p.input().close();
                assertThat(p.await(60)).as(p.transcript()).isZero();
                List<String> clocks = p.out().lines().filter(l -> l.startsWith("Clocks: ")).toList();
                assertThat(clocks.get(clocks.size() - 1)).as(p.transcript()).contains(white + " 0:00.0");
            }
            if (chromium()) {
                assertThat(Chromium.dom("http://127.0.0.1:" + club.webPort + "/live/" + id, tmp))
                        .contains("This game is over").contains("/game/" + id);
            }
        }
    }


    private static void type(KsProcess p, String lines) throws IOException {
        p.input().write(lines.getBytes(StandardCharsets.UTF_8));
        p.input().flush();
    }

    /** A game just accepted between alice and bob: who plays white and who black. */
    private record Game(String id, ClubProcesses.Member white, String whiteName, ClubProcesses.Member black,
            String blackName) {
    }

    /** alice and bob register, alice seeks with {@code seek} (a time control and options), bob asks and alice accepts. */
    private Game game(ClubProcesses.Server club, String... seek) throws Exception {
        ClubProcesses.Member alice = new ClubProcesses.Member(tmp.resolve("alice"), club.address());
        ClubProcesses.Member bob = new ClubProcesses.Member(tmp.resolve("bob"), club.address());
        ok(alice.run("", "register", "alice", "alice@example.org"), "registered");
        ok(bob.run("", "register", "bob", "bob@example.org"), "registered");
        List<String> words = new ArrayList<>(List.of("seek"));
        words.addAll(List.of(seek));
        ok(alice.run("", words.toArray(String[]::new)), "seek 1 posted");
        ok(bob.run("", "play", "1"), "request 1 sent");
        ClubProcesses.Result accepted = ok(alice.run("", "accept", "1"), "begins");
        Matcher m = Pattern.compile("game ([0-9a-f]{32}) begins: (\\w+) \\(white\\) against (\\w+) \\(black\\)")
                .matcher(accepted.out());
        assertThat(m.find()).as(accepted.toString()).isTrue();
        boolean aliceWhite = m.group(2).equals("alice");
        return new Game(m.group(1), aliceWhite ? alice : bob, m.group(2), aliceWhite ? bob : alice, m.group(3));
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
            ok(carol.run("", "register", "carol", "BOB@example.org"), "registered carol at rating 1200");
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
                        .contains("Game record saved in ")
                        .contains("Ratings: " + white + " 1600 -> 1587 (-13), " + black + " 1500 -> 1513 (+13)");
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
     * The web page in a real headless browser: how to join, ratings, seeks, games, and the
     * finished game's replay after its script ran, at a chosen step, showing each player only
     * their own men (black's from black's side) and the referee every man; then each player's
     * signed record downloaded from the page passes a real {@code ks --audit}.
     */
    private void theWebPageShowsTheClubAndReplaysBothViews(ClubProcesses.Server club, String gameId, String white,
            String black) throws Exception {
        if (!chromium()) {
            return;
        }
        ClubProcesses.Member dave = new ClubProcesses.Member(tmp.resolve("dave"), club.address());
        ok(dave.run("", "register", "dave", "dave@example.org"), "registered dave");
        ok(dave.run("", "seek", "daily", "--anonymous", "--rules", "cincinnati"), "seek 2 posted");
        String site = "http://127.0.0.1:" + club.webPort;
        String front = Chromium.dom(site + "/", tmp);
        assertThat(front).contains("<td>" + black + "</td><td>1513</td>").contains("<td>" + white + "</td><td>1587</td>")
                .contains("<td>anonymous</td><td>rating hidden</td><td>daily</td><td>cincinnati</td>")
                .contains("/game/" + gameId).contains("white is checkmated")
                .contains("ks --club " + club.address() + " register NAME EMAIL").contains(fingerprint(club));
        String replay = Chromium.dom(site + "/game/" + gameId + "?step=2", tmp);
        assertThat(replay).contains("2/4: " + black + " tries e7e5: legal");
        assertThat(replay).contains("[Result \"0-1\"]");
        // The same PGN words as a two-process game's: the standard Termination, the reason in a comment.
        assertThat(replay).contains("[Termination \"normal\"]").contains("[TimeControl \"")
                .contains("{white is checkmated} 0-1");
        String whiteBoard = between(replay, "id=\"white-board\"", "id=\"white-heard\"");
        assertThat(whiteBoard).contains("\u2654").doesNotContain("\u265a").startsWith("id=\"white-board\"><tr><th>8</th>")
                .contains("<tr><th></th><th>a</th><th>b</th>");
        String blackBoard = between(replay, "id=\"black-board\"", "id=\"black-heard\"");
        assertThat(blackBoard).contains("\u265a").doesNotContain("\u2654").startsWith("id=\"black-board\"><tr><th>1</th>")
                .contains("<tr><th></th><th>h</th><th>g</th>");
        assertThat(between(replay, "id=\"referee-board\"", "id=\"referee-heard\"")).contains("\u2654").contains("\u265a");
        for (String side : List.of("white", "black")) {
            HttpResponse<byte[]> got = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(site + "/game/"
                    + gameId + "/" + side + ".ksg")).build(), HttpResponse.BodyHandlers.ofByteArray());
            assertThat(got.statusCode()).isEqualTo(200);
            Path file = Files.write(tmp.resolve("downloaded-" + side + ".ksg"), got.body());
            KsProcess audit = KsProcess.start(tmp.resolve("visitor"), "", "--audit", file.toString());
            assertThat(audit.await(60)).as(audit.transcript()).isZero();
            assertThat(audit.out()).contains("Audit: passed (4 plies");
        }
        // The screenshots in docs/club.md: -Dks.club.screenshots=DIR writes them again.
        String shots = System.getProperty("ks.club.screenshots");
        if (shots != null) {
            Chromium.screenshot(site + "/", Path.of(shots, "club-front.png"), tmp);
            Chromium.screenshot(site + "/game/" + gameId + "?step=4", Path.of(shots, "club-replay.png"), tmp);
        }
    }

    /** Whether headless Chromium is here to test the web page with; on CI it must be. */
    private static boolean chromium() {
        return Needed.available(Chromium.program() != null, "chromium is not installed: the club's web page is not looked at");
    }

    /** The club's key fingerprint as the club printed it at start. */
    private static String fingerprint(ClubProcesses.Server club) {
        Pattern p = Pattern.compile("([0-9a-f]{4}(-[0-9a-f]{4}){3})");
        for (String line : club.lines) {
            Matcher m = p.matcher(line);
            if (line.contains("key") && m.find()) {
                return m.group(1);
            }
        }
        throw new AssertionError("the club printed no key fingerprint: " + club.lines);
    }

    private static String between(String text, String from, String to) {
        return text.substring(text.indexOf(from), text.indexOf(to));
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
                PreparedStatement s = c.prepareStatement("UPDATE accounts SET rating = ?, established = TRUE WHERE name = ?")) {
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
