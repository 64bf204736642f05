package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import ks.net.club.db.ClubDatabase;
import ks.net.club.web.ClubWeb;
import ks.net.club.web.Joining;
import ks.net.protocol.Message;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The web page of a club whose database holds one game's row the club cannot read (each column
 * {@link CorruptGameRowTest} corrupts): every page of that game answers a page that says its
 * record is damaged, never Jetty's own error; the front page and the other games' pages are
 * served as ever; and the club logs the damage in one line.
 */
@Timeout(120)
class CorruptGameWebTest {

    private static final String DAMAGED = "this game&#39;s record is damaged";

    @TempDir
    Path dir;

    private ClubRig rig;
    private ClubWeb web;
    private LoggedWarnings warnings;
    private LoggedWarnings jetty;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeEach
    void open() throws IOException {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
        serve();
    }

    /** The page of the rig's club as it is now (a club started again has tables of its own). */
    private void serve() throws IOException {
        if (web != null) {
            web.close();
        }
        web = ClubWeb.start("127.0.0.1", 0, rig.db, rig.tables, new Joining(24998, rig.clubKey.identity().fingerprint()));
    }

    @AfterEach
    void stop() {
        if (warnings != null) {
            warnings.close();
            jetty.close();
        }
        web.close();
        rig.close();
    }

    /**
     * Each corruption, and the pages of a finished game that it damages: {@code game} its page,
     * {@code pgn}, {@code white} and {@code black} the downloads. A damaged page answers in words,
     * the others as ever: the replay of a game with one player's key unreadable is still its replay.
     */
    @ParameterizedTest(name = "{0}.{1} = ''{2}''")
    @CsvSource(delimiter = '|', value = {
        "games | rules | no-such-rules | game pgn white black",
        "games | rules | wolfe+z | game pgn white black",
        "games | time_control | untimed | game pgn white black",
        "games | time_control | game/0 | game pgn white black",
        "games | time_control | 99999999999999999999/1 | game pgn white black",
        "games | start_fen | not a position | game pgn white black",
        "games | start_fen | 8/8/8/8/8/8/8/8 w - - 0 1 | game pgn white black",
        "games | chain_seed | zz | white black",
        "games | white_key | zz | white black",
        "game_commitments | clocks | not clocks | game pgn white black",
    })
    void aFinishedGameWhoseRowIsCorruptSaysSoOnThePagesItDamagesInOneLogLine(String table, String column,
            String value, String damages) throws Exception {
        String corrupt = finishedGame("alice", "bob");
        String sound = finishedGame("carol", "dave");
        corrupt(table, column, value, corrupt);
        watch();

        for (int round = 0; round < 2; round++) {
            List<String> damaged = new ArrayList<>();
            for (String page : List.of("game", "pgn", "white", "black")) {
                String path = path(corrupt, page);
                HttpResponse<String> got = fetch(path);
                assertThat(got.statusCode()).as(path).isEqualTo(page.equals("game") || !got.body().contains(DAMAGED)
                        ? 200 : 404);
                if (got.body().contains(DAMAGED)) {
                    damaged.add(page);
                }
            }
            assertThat(String.join(" ", damaged)).as("pages that say the record is damaged").isEqualTo(damages);
            assertThat(fetch("/live/" + corrupt).body()).contains("This game is over");
        }
        assertThat(fetch("/").statusCode()).isEqualTo(200);
        assertThat(fetch("/").body()).contains("/game/" + corrupt).contains("/game/" + sound);
        for (String page : List.of("game", "pgn", "white", "black")) {
            assertThat(fetch(path(sound, page)).statusCode()).as(page).isEqualTo(200);
        }
        assertThat(jetty.all()).as("Jetty's log").isEmpty();
        assertThat(warnings.all()).as("lines logged").hasSize(1);
        assertThat(warnings.all().get(0).getMessage()).contains(corrupt).doesNotContain("\n");
    }

    @ParameterizedTest(name = "{0}.{1} = ''{2}''")
    @CsvSource(delimiter = '|', value = {
        "games | rules | no-such-rules",
        "games | time_control | game/0",
        "games | start_fen | not a position",
        "games | chain_seed | zz",
        "games | white_key | zz",
        "game_commitments | clocks | not clocks",
    })
    void aGameSetAsideInProgressIsShownAsDamagedNotAsComingBack(String table, String column, String value)
            throws Exception {
        ClubRig.Player[] p = seated("alice", "bob");
        p[0].attempt("e2e4");
        corrupt(table, column, value, p[0].gameId);
        rig.crash();
        serve();
        watch();

        for (String path : List.of("/live/" + p[0].gameId, "/game/" + p[0].gameId)) {
            HttpResponse<String> got = fetch(path);
            assertThat(got.statusCode()).as(path).isEqualTo(200);
            assertThat(got.body()).as(path).contains(DAMAGED).doesNotContain("http-equiv=\"refresh\"");
        }
        assertThat(fetch("/").statusCode()).isEqualTo(200);
        assertThat(jetty.all()).as("Jetty's log").isEmpty();
        assertThat(warnings.all()).as("lines logged by the page (the club logged it when it set the game aside)")
                .isEmpty();
    }

    private void watch() {
        warnings = LoggedWarnings.of(ClubWeb.class);
        jetty = LoggedWarnings.under("org.eclipse.jetty");
    }

    private static String path(String id, String page) {
        return switch (page) {
            case "game" -> "/game/" + id;
            case "pgn" -> "/game/" + id + ".pgn";
            default -> "/game/" + id + "/" + page + ".ksg";
        };
    }

    private ClubRig.Player[] seated(String white, String black) {
        Member a = rig.member(white);
        Member b = rig.member(black);
        String id = rig.game(a, b, "game/30", "wolfe");
        ClubRig.Player pa = rig.new Player(a, id);
        ClubRig.Player pb = rig.new Player(b, id);
        ClubRig.seatBoth(pa, pb);
        return pa.colour == 0 ? new ClubRig.Player[] {pa, pb} : new ClubRig.Player[] {pb, pa};
    }

    /** A game of two plies that white resigned; its id. */
    private String finishedGame(String white, String black) {
        ClubRig.Player[] p = seated(white, black);
        p[0].attempt("e2e4");
        rig.clock.advance(5_000);
        p[1].attempt("e7e5");
        p[0].send(new Message.Resign(false, p[0].statement("resign", 2)));
        return p[0].gameId;
    }

    private HttpResponse<String> fetch(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private void corrupt(String table, String column, String value, String gameId) {
        String key = table.equals("games") ? "id = ?" : "game_num = (SELECT num FROM games WHERE id = ?)";
        int rows = rig.db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE " + table + " SET " + column + " = ? WHERE " + key)) {
                s.setString(1, value);
                s.setString(2, gameId);
                return s.executeUpdate();
            }
        });
        assertThat(rows).as("rows changed").isPositive();
    }
}
