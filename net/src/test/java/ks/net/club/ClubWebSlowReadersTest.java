package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.web.ClubWeb;
import ks.net.club.web.Joining;
import ks.net.club.web.WebLimits;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club's web page against slow readers (red team, seventh round): connections whose receive
 * buffer is small ask for a front page larger than loopback's buffers hold and never read it.
 * Each kept one of the page's eight places until its answer was written, so an honest visitor
 * waited its turn and got 503.
 */
@Timeout(180)
class ClubWebSlowReadersTest {

    /** Members enough for a front page of about 5 MB, more than the kernel holds for one stalled reader. */
    private static final int MEMBERS = 100_000;
    private static final int SLOW_READERS = 10;

    @TempDir
    Path dir;

    private ClubRig rig;
    private ClubWeb web;
    private final List<Socket> held = new ArrayList<>();

    @AfterEach
    void stop() throws IOException {
        for (Socket s : held) {
            s.close();
        }
        if (web != null) {
            web.close();
        }
        if (rig != null) {
            rig.close();
        }
    }

    @Test
    void anHonestVisitorIsAnsweredWhileMoreSlowReadersThanPlacesNeverRead() throws Exception {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
        rig.db.inTransaction(c -> {
            for (int i = 0; i < MEMBERS; i++) {
                Accounts.create(c, "member" + i, "member" + i + "@example.org", "x", 1500, 0L);
            }
            return null;
        });
        web = ClubWeb.start("127.0.0.1", 0, rig.db, rig.tables, new Joining(24999,
                rig.clubKey.identity().fingerprint()), WebLimits.DEFAULT);
        for (int i = 0; i < SLOW_READERS; i++) {
            // Each from an address of its own, so that no address's share of the unread bytes runs out.
            Socket s = new Socket();
            s.setReceiveBufferSize(2048);
            s.bind(new java.net.InetSocketAddress(InetAddress.getByName("127.0.0." + (2 + i)), 0));
            s.connect(new java.net.InetSocketAddress("127.0.0.1", web.port()));
            held.add(s);
            OutputStream out = s.getOutputStream();
            out.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
        for (Socket s : held) {
            // The answer has begun to come: its page is built, and its writing waits for the reader.
            while (s.getInputStream().available() == 0) {
                Thread.sleep(10);
            }
        }

        HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + web.port() + "/")).build(), HttpResponse.BodyHandlers.ofString());

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("member" + (MEMBERS - 1));
    }
}
