package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import ks.net.club.db.ClubDatabase;
import ks.net.club.web.ClubWeb;
import ks.net.protocol.Message;
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
        web = ClubWeb.start("127.0.0.1", 0, rig.db, rig.tables);
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
    void aFinishedGamesPgnNamesHowItEndedInPgnsWordsAndItsTimeControl() throws Exception {
        ClubRig.Player[] p = game("game/30", "wolfe");
        p[0].attempt("e2e4");
        p[1].send(new Message.Resign(true, p[1].statement("quit", 1)));
        String page = fetch("/game/" + p[0].gameId).body();
        assertThat(page).contains("[Termination &quot;abandoned&quot;]").contains("[TimeControl &quot;1800&quot;]");
    }
}
