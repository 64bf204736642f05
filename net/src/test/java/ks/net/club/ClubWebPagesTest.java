package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.net.club.db.ClubDatabase;
import ks.net.club.web.ClubWeb;
import ks.net.club.web.Joining;
import ks.net.protocol.Audit;
import ks.net.protocol.Message;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What the club's web page shows a visitor: how to join, the games being played and the finished ones. */
@Timeout(120)
class ClubWebPagesTest {

    @TempDir
    Path dir;

    private ClubRig rig;
    private ClubWeb web;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeEach
    void serve() throws IOException {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
        web = ClubWeb.start("127.0.0.1", 0, rig.db, rig.tables, new Joining(24998, rig.clubKey.identity().fingerprint()));
    }

    @AfterEach
    void stop() {
        web.close();
        rig.close();
    }

    private HttpResponse<String> fetch(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A game between alice and bob, both seated and caught up: white first. */
    private ClubRig.Player[] game(String timeControl, String rules) {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = rig.game(alice, bob, timeControl, rules);
        ClubRig.Player a = rig.new Player(alice, id);
        ClubRig.Player b = rig.new Player(bob, id);
        ClubRig.seatBoth(a, b);
        return a.colour == 0 ? new ClubRig.Player[] {a, b} : new ClubRig.Player[] {b, a};
    }


    @Test
    void theFrontPageTellsAVisitorHowToJoinAtTheAddressTheyCameToAndTheClubsKey() throws Exception {
        String page = fetch("/").body();
        assertThat(page).contains("ks --club 127.0.0.1:24998 register NAME EMAIL")
                .contains(rig.clubKey.identity().fingerprint());
    }

    @Test
    void aHostileHostHeaderIsNotRepeatedOnThePage() throws Exception {
        try (Socket s = new Socket("127.0.0.1", web.port())) {
            OutputStream out = s.getOutputStream();
            out.write("GET / HTTP/1.1\r\nHost: x\"onmouseover=alert(1)\r\nConnection: close\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).doesNotContain("onmouseover");
        }
    }

    @Test
    void aGameBeingPlayedIsListedWithWhenItBeganItsClocksWhoseTurnAndALinkToWatchIt() throws Exception {
        ClubRig.Player[] p = game("game/30", "wolfe");
        rig.clock.advance(20_000);
        p[0].attempt("e2e4");
        rig.clock.advance(5_000);
        String page = fetch("/").body();
        assertThat(page).contains("<td>2027-01-15 08:00 UTC</td><td>" + p[0].member.name() + "</td><td>"
                + p[1].member.name() + "</td><td>game/30</td><td>wolfe</td><td>" + p[0].member.name() + " 29:40 | "
                + p[1].member.name() + " 29:55</td><td>1</td><td>" + p[1].member.name() + "</td>")
                .contains("<a href=\"/live/" + p[0].gameId + "\">watch</a>");
    }

    @Test
    void anAdjournedGameIsShownAsAdjournedNotAsBeingPlayed() throws Exception {
        ClubRig.Player[] p = game("game/30", "wolfe");
        p[0].attempt("e2e4");
        p[1].send(new Message.Adjourn(p[1].statement("adjourn", 1)));
        p[0].send(new Message.Adjourn(p[0].statement("adjourn", 1)));
        String front = fetch("/").body();
        assertThat(front).contains("<td><span class=\"adjourned\">adjourned</span></td>")
                .doesNotContain("<td>" + p[1].member.name() + "</td><td><a href=\"/live/");
        assertThat(fetch("/live/" + p[0].gameId).body()).contains("Adjourned</span> by agreement")
                .doesNotContain("to move.");
    }

    @Test
    void theLiveViewShowsWhatBothPlayersHeardAndNamesNoSquareButACaptures() throws Exception {
        ClubRig.Player[] p = game("game/30", "berkeley");
        p[0].attempt("e2e4");
        p[1].attempt("e7e5");
        p[0].attempt("e4e5");
        p[0].attempt("d2d4");
        p[1].attempt("e5d4");
        HttpResponse<String> live = fetch("/live/" + p[0].gameId);
        assertThat(live.statusCode()).isEqualTo(200);
        assertThat(live.body()).contains("move 2, white to move: No").contains("move 2, black to move: Capture on d4")
                .contains("Ply 4; " + p[0].member.name() + " to move.");
        for (String path : List.of("/", "/live/" + p[0].gameId, "/game/" + p[0].gameId)) {
            assertThat(PageSquares.named(fetch(path).body())).as(path).isSubsetOf("d4");
        }
    }

    @Test
    void theLiveViewShowsPawnTriesThatNameSquaresWithoutTheirSquares() throws Exception {
        ClubRig.Player[] p = game("game/30", "rand");
        p[0].attempt("e2e4");
        p[1].attempt("d7d5");
        String live = fetch("/live/" + p[0].gameId).body();
        assertThat(live).contains("(pawn tries, their squares for the players only)");
        assertThat(PageSquares.named(live)).isEmpty();
    }

    @Test
    void theLiveViewLoadsItselfAgainUntilTheGameEndsAndThenLinksToTheReplay() throws Exception {
        ClubRig.Player[] p = game("game/30", "wolfe");
        assertThat(fetch("/live/" + p[0].gameId).body()).contains("<meta http-equiv=\"refresh\" content=\"5\">");
        p[0].send(new Message.Resign(false, p[0].statement("resign", 0)));
        String over = fetch("/live/" + p[0].gameId).body();
        assertThat(over).contains("<a href=\"/game/" + p[0].gameId + "\">see its replay</a>")
                .doesNotContain("http-equiv=\"refresh\"");
    }

    @Test
    void aGameBeingPlayedHasNoReplayPgnOrRecordToGive() throws Exception {
        ClubRig.Player[] p = game("game/30", "wolfe");
        p[0].attempt("e2e4");
        assertThat(fetch("/game/" + p[0].gameId).body()).contains("This game is being played")
                .doesNotContain("[Result");
        for (String suffix : List.of(".pgn", "/white.ksg", "/black.ksg")) {
            assertThat(fetch("/game/" + p[0].gameId + suffix).statusCode()).as(suffix).isEqualTo(404);
        }
    }

    @Test
    void aFinishedGameShowsWhenItWasPlayedAndGivesItsPgnAndBothSignedRecordsToAudit() throws Exception {
        ClubRig.Player[] p = game("game/30", "wolfe");
        p[0].attempt("e2e4");
        rig.clock.advance(60_000);
        p[1].send(new Message.Resign(false, p[1].statement("resign", 1)));
        assertThat(fetch("/").body()).contains("<td>2027-01-15 08:01 UTC</td><td>" + p[0].member.name());
        assertThat(fetch("/game/" + p[0].gameId).body()).contains("played 2027-01-15 08:00 UTC to 2027-01-15 08:01 UTC");
        HttpResponse<String> pgn = fetch("/game/" + p[0].gameId + ".pgn");
        assertThat(pgn.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"ks-club-"
                + p[0].gameId.substring(0, 8) + ".pgn\"");
        assertThat(pgn.body()).contains("[Result \"1-0\"]").contains("1. e4");
        List<String> audits = new ArrayList<>();
        for (String side : List.of("white", "black")) {
            HttpResponse<byte[]> got = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port()
                    + "/game/" + p[0].gameId + "/" + side + ".ksg")).build(), HttpResponse.BodyHandlers.ofByteArray());
            Path file = Files.write(dir.resolve(side + ".ksg"), got.body());
            audits.add(Audit.verify(RecordFile.read(file)).line());
        }
        assertThat(audits).allMatch(line -> line.startsWith("Audit: passed (1 ply"));
    }

    @Test
    void aFinishedGamesPgnNamesHowItEndedInPgnsWordsAndItsTimeControl() throws Exception {
        ClubRig.Player[] p = game("game/30", "wolfe");
        p[0].attempt("e2e4");
        p[1].send(new Message.Resign(true, p[1].statement("quit", 1)));
        String page = fetch("/game/" + p[0].gameId).body();
        assertThat(page).contains("[Termination &quot;abandoned&quot;]").contains("[TimeControl &quot;1800&quot;]");
    }
}
