package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import ks.net.club.db.ClubDatabase;
import ks.net.club.web.ClubWeb;
import ks.net.club.web.Joining;
import ks.net.club.web.WebLimits;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The club's web page answers every request: 500 when the database fails, 503 when busy, never silence. */
@Timeout(300)
class ClubWebTest {

    @TempDir
    Path dir;

    private ClubRig rig;
    private ClubWeb web;
    private final HttpClient http = HttpClient.newHttpClient();

    private void serve(WebLimits limits) throws IOException {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
        web = ClubWeb.start("127.0.0.1", 0, rig.db, rig.tables, new Joining(24999, rig.clubKey.identity().fingerprint()), limits);
    }

    @AfterEach
    void stop() {
        if (web != null) {
            web.close();
        }
        if (rig != null) {
            rig.close();
        }
    }

    private HttpRequest get(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port() + path)).build();
    }

    private HttpResponse<String> fetch(String path) throws IOException, InterruptedException {
        return http.send(get(path), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void anAnonymousSeekShowsItsRatingBandOnThePage() throws Exception {
        serve(WebLimits.DEFAULT);
        Member alice = rig.member("alice");
        rig.member("bob");
        rig.member("carol");
        rig.setRating("alice", 1237);
        List.of("alice", "bob", "carol").forEach(rig::establish);
        rig.ask(new ClubMessage.PostSeek("daily", "wolfe", true), alice);
        String page = fetch("/").body();
        assertThat(page).contains("<td>anonymous</td><td>1200-1299</td>").doesNotContain("1237</td><td>daily");
    }

    @Test
    void thePageAnswers500InOneLineWhenTheDatabaseFails() throws Exception {
        serve(WebLimits.DEFAULT);
        rig.db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("ALTER TABLE accounts RENAME TO accounts_lost");
            }
            return null;
        });
        HttpResponse<String> page = fetch("/");
        assertThat(page.statusCode()).isEqualTo(500);
        assertThat(page.body()).contains("database failed; try again in a moment.");
    }

    @Test
    void aRequestWaitingLongerThanItsTurnIsAnswered503() throws Exception {
        serve(WebLimits.DEFAULT.withWork(1, 4, Duration.ofMillis(500)));
        CountDownLatch release = new CountDownLatch(1);
        List<Thread> holders = new ArrayList<>();
        CountDownLatch holding = new CountDownLatch(4);
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> rig.db.inTransaction(c -> {
                holding.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return null;
            }));
            t.start();
            holders.add(t);
        }
        holding.await();
        CompletableFuture<HttpResponse<String>> one = http.sendAsync(get("/"), HttpResponse.BodyHandlers.ofString());
        CompletableFuture<HttpResponse<String>> two = http.sendAsync(get("/"), HttpResponse.BodyHandlers.ofString());
        HttpResponse<?> first = (HttpResponse<?>) CompletableFuture.anyOf(one, two).get();
        assertThat(first.statusCode()).isEqualTo(503);
        release.countDown();
        HttpResponse<String> other = first == one.getNow(null) ? two.get() : one.get();
        assertThat(other.statusCode()).isEqualTo(200);
        for (Thread t : holders) {
            t.join();
        }
    }

    @Test
    void aConnectionTricklingItsHeadersIsClosedAtTheDeadline() throws Exception {
        serve(WebLimits.DEFAULT.withHeaderDeadline(Duration.ofSeconds(1)));
        try (Socket s = new Socket("127.0.0.1", web.port())) {
            s.setSoTimeout(200);
            OutputStream out = s.getOutputStream();
            InputStream in = s.getInputStream();
            out.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII));
            boolean closed = false;
            while (!closed) {
                try {
                    out.write('a');
                    out.flush();
                    closed = in.read() < 0;
                } catch (SocketTimeoutException stillOpen) {
                    // Nothing yet: trickle one more byte, as a slow-loris client does.
                } catch (IOException reset) {
                    closed = true;
                }
            }
        }
        assertThat(fetch("/").statusCode()).isEqualTo(200);
    }

    /**
     * Every answer names its type and tells the browser not to guess another, so that no download
     * (a PGN, a signed record) is ever read as a page for what its bytes look like. Hardening: no
     * answer is known to be sniffed otherwise today, and every value in them is escaped or made of
     * a name's few letters.
     */
    @Test
    void everyAnswerForbidsTheBrowserToGuessItsType() throws Exception {
        serve(WebLimits.DEFAULT);
        for (String path : new String[] {"/", "/nowhere", "/game/0123456789abcdef0123456789abcdef.pgn"}) {
            assertThat(fetch(path).headers().firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
        }
    }

    @Test
    void aHeadRequestGetsTheHeadersWithoutThePage() throws Exception {
        serve(WebLimits.DEFAULT);
        HttpResponse<String> head = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port() + "/"))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.headers().firstValue("Content-Type")).hasValue("text/html; charset=utf-8");
        assertThat(head.body()).isEmpty();
    }

    @Test
    void anythingButGetOrHeadIsRefusedAsReadOnly() throws Exception {
        serve(WebLimits.DEFAULT);
        HttpResponse<String> post = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port() + "/"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(fetch("/nowhere").statusCode()).isEqualTo(404);
    }

    /**
     * Two accounts of one person play a game of 20 plies asking "any?" 999 times each turn, as
     * many as the club keeps a turn ({@code TurnBound}), and end it. Its page replayed every stored
     * action, each a step of three boards, built again for every visitor: 7.9 million characters at
     * d4404ec, and a
     * game of 100 such plies 33 MB in 1.5 s of CPU, which eight visitors at once ask again and again.
     */
    @Test
    void aGameGrownByItsPlayersGivesAPageNoLargerThanALongHonestGame() throws Exception {
        serve(WebLimits.DEFAULT);
        String id = grownGame();

        HttpResponse<String> page = fetch("/game/" + id);

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body().length()).as("the page's characters").isLessThan(1 << 20);
        assertThat(page.body()).contains("/game/" + id + ".pgn");
    }

    /**
     * The grown game's PGN was built again, as large as the game, for every download. A finished
     * game never changes, so it is built once and kept: the second download is the first one's
     * bytes even when the game's stored actions are gone in between.
     */
    @Test
    void aFinishedGamesDownloadIsBuiltOnceAndKept() throws Exception {
        serve(WebLimits.DEFAULT);
        String id = grownGame();
        HttpResponse<String> first = fetch("/game/" + id + ".pgn");
        rig.db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("DELETE FROM game_actions");
            }
            return null;
        });

        HttpResponse<String> again = fetch("/game/" + id + ".pgn");

        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.body()).contains("Nf3");
        assertThat(again.statusCode()).isEqualTo(200);
        assertThat(again.body()).isEqualTo(first.body());
    }

    /**
     * Two accounts of one person play a game of 20 plies asking "any?" 999 times each turn, as
     * many as the club keeps a turn ({@code TurnBound}), and end it. Its page replayed every stored
     * action, each a step of three boards, built again for every visitor: 7.9 million characters at
     * d4404ec, and a game of 100 such plies 33 MB in 1.5 s of CPU, which eight visitors at once ask
     * again and again.
     */
    private String grownGame() {
        Member alice = rig.member("alice");
        Member bob = rig.member("bob");
        String id = "0123456789abcdef0123456789abcdef";
        String[][] shuffle = {{"g1f3", "f3g1"}, {"g8f6", "f6g8"}};
        rig.db.inTransaction(c -> {
            Games.create(c, new Games.Game(id, new Games.Player(alice.id(), "alice", null),
                    new Games.Player(bob.id(), "bob", null), new Games.Setup("daily", "wolfe",
                            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "00"),
                    Games.Outcome.UNDER_WAY, new Games.Clocks(0, 0, 0), 0));
            int seq = 0;
            for (int ply = 0; ply < 20; ply++) {
                int colour = ply % 2;
                for (int i = 0; i < 999; i++) {
                    GameMoves.addAction(c, id, new GameMoves.Action(seq++, colour, null, "s", 0L, 0L, 0));
                }
                GameMoves.addAction(c, id, new GameMoves.Action(seq++, colour, shuffle[colour][ply / 2 % 2], "s", 0L,
                        0L, 0));
            }
            Games.finish(c, id, "1/2-1/2", "agreed", 1500, 1500, 1500, 1500, 1L);
            return null;
        });
        return id;
    }
}
