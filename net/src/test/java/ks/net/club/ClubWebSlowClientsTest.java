package ks.net.club;

import ks.net.club.host.ClubHost;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Argon2id;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club's web page under slow and idle connections (issue 20, break 5): a hundred connections
 * held open by the test, half of them never finishing their request headers, while a real HTTP
 * GET of the page is answered.
 */
@Timeout(120)
class ClubWebSlowClientsTest {

    @TempDir
    Path dir;

    private ClubHost club;
    private final List<Socket> held = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1").withWebPort(0)
                .withCost(Argon2id.Cost.TEST));
    }

    @AfterEach
    void stop() throws IOException {
        for (Socket s : held) {
            s.close();
        }
        club.close();
    }

    @Test
    void thePageAnswersWhileAHundredSlowAndIdleConnectionsHangOn() throws Exception {
        for (int i = 0; i < 100; i++) {
            Socket s = new Socket("127.0.0.1", club.webPort());
            held.add(s);
            if (i % 2 == 0) {
                OutputStream out = s.getOutputStream();
                out.write(("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow-" + i + ": ").getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
        }
        HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + club.webPort() + "/")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<h1>ks club</h1>");
    }
}
