package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.SocketException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import ks.net.club.web.WebLimits;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * One address holding every connection the web page allows (thirteenth red-team round,
 * docs/reliability.md): each connection asks for a page now and then, which the header deadline
 * allows for ever, and Jetty's limit stopped accepting at the bound, so every other visitor waited
 * in the kernel's queue for as long as the squatter kept at it. Past the bound the oldest
 * connection of the address holding the most now gives way, as on the members' port; since the
 * fourteenth round, of the network holding the most, and never a newcomer by the table's order.
 */
@Timeout(120)
class ClubWebConnectionsTest {

    private static final int BOUND = 20;

    @TempDir
    Path dir;

    private LoopbackWeb site;

    @AfterEach
    void stop() throws IOException {
        if (site != null) {
            site.close();
        }
    }

    /** The page, bounded to {@link #BOUND} connections; a header deadline longer than the test stands for a squatter renewing each within it. */
    private void serve() throws IOException {
        site = new LoopbackWeb(dir).serve(WebLimits.DEFAULT.withConnections(BOUND).withHeaderDeadline(Duration.ofMinutes(5)));
    }

    @Test
    void aVisitorIsAnsweredWhileAnotherAddressHoldsEveryConnection() throws Exception {
        serve();
        for (int i = 0; i < BOUND; i++) {
            assertThat(statusLine(connect("127.0.0.2", "/nowhere"))).startsWith("HTTP/1.1 404");
        }

        HttpResponse<String> page = site.visit(Duration.ofSeconds(30));

        assertThat(page.statusCode()).isEqualTo(200);
    }

    /**
     * As many addresses as the page holds connections, each holding one: the page's table of
     * addresses kept no order, and of those holding one connection each the first in it gave way, the
     * newcomer's own when its address came first (127.0.0.6 here, among about one address in ten).
     */
    @Test
    void aVisitorIsAnsweredWhileAsManyAddressesAsTheBoundHoldAConnectionEach() throws Exception {
        serve();
        for (int i = 0; i < BOUND; i++) {
            Socket s = connect("127.0.1." + (i + 1), "/nowhere");
            assertThat(statusLine(s)).startsWith("HTTP/1.1 404");
        }

        Socket visitor = connect("127.0.0.6", "/");

        assertThat(statusLine(visitor)).as("the visitor's answer (null: its connection was closed)").startsWith("HTTP/1.1 200");
    }

    /**
     * A stranger with as many networks as the bound (a thousand /24s against the page's 1,000), a
     * connection from each and a newcomer from as many more, each pushing out the oldest (sixteenth
     * red-team round): a visitor whose request comes with its connection is still answered, since
     * it is the newest when it asks. The members' port is another listener, which the page's quarter
     * of the descriptors leaves alone (ClubFloodIT).
     */
    @Test
    void aVisitorIsAnsweredWhileAsManyNetworksAsTheBoundHoldAConnectionEachAndNewcomersChurn() throws Exception {
        serve();
        for (int round = 1; round <= 2; round++) {
            for (int i = 0; i < BOUND; i++) {
                connect("127." + round + "." + (i + 1) + ".1", "/nowhere");
            }
        }

        Socket visitor = connect("127.0.0.6", "/");

        assertThat(statusLine(visitor)).as("the visitor's answer (null: its connection was closed)").startsWith("HTTP/1.1 200");
    }

    /**
     * Many addresses of one network (a /24 here; a LAN's or a hosting block's), a connection each,
     * count as one holder: a visitor's connection, open before them all and so the oldest, stays.
     */
    @Test
    void manyAddressesOfOneNetworkGiveWayBeforeAnOlderVisitor() throws Exception {
        serve();
        Socket visitor = connect("127.0.2.1", "/nowhere");
        BufferedReader visitorReads = new BufferedReader(new InputStreamReader(visitor.getInputStream(), StandardCharsets.US_ASCII));
        assertThat(visitorReads.readLine()).startsWith("HTTP/1.1 404");
        for (int i = 0; i < BOUND; i++) {
            Socket s = connect("127.0.1." + (i + 1), "/nowhere");
            assertThat(statusLine(s)).startsWith("HTTP/1.1 404");
        }

        visitor.getOutputStream().write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));

        // The 404's page ends without a line's end: the next status line follows it on its line.
        String line = visitorReads.readLine();
        while (line != null && !line.contains("HTTP/1.1 ")) {
            line = visitorReads.readLine();
        }
        assertThat(line).as("the answer on the visitor's connection (null: it was closed)").contains("HTTP/1.1 200");
    }

    private Socket connect(String from, String path) throws IOException {
        Socket s = site.connect(from);
        s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        return s;
    }

    /** The first line of the answer on {@code s}, or what came instead: null when the connection was closed. */
    private static String statusLine(Socket s) throws IOException {
        try {
            return new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII)).readLine();
        } catch (SocketException e) {
            return e.getMessage();
        }
    }
}
