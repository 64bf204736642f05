package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import ks.net.club.db.Accounts;
import ks.net.club.web.WebLimits;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club's web page against slow readers (red team, seventh round): connections whose receive
 * buffer is small ask for a front page larger than loopback's buffers hold and never read it.
 * Each kept one of the page's eight places until its answer was written, so an honest visitor
 * waited its turn and got 503. Now a place is given back once the answer is built, and what
 * waits to be read is bounded by address.
 */
@Timeout(180)
class ClubWebSlowReadersTest {

    /** Members enough for a front page of about 5 MB, more than the kernel holds for one stalled reader. */
    private static final int MEMBERS = 100_000;
    private static final int SLOW_READERS = 10;
    /** Bytes of that front page, near enough. */
    private static final long PAGE_BYTES = 5_200_000;

    @TempDir
    Path dir;

    private LoopbackWeb site;
    /** The connection {@link #askAndNeverRead} made last. */
    private Socket last;

    @AfterEach
    void stop() throws IOException {
        if (site != null) {
            site.close();
        }
    }

    @Test
    void anHonestVisitorIsAnsweredWhileMoreSlowReadersThanPlacesNeverRead() throws Exception {
        serveManyMembers();
        for (int i = 0; i < SLOW_READERS; i++) {
            // Each from an address of its own, so that no address's share of the unread bytes runs out.
            answerBegun(askAndNeverRead("127.0.0." + (2 + i)));
        }

        HttpResponse<String> page = honestVisit();

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("member" + (MEMBERS - 1));
    }

    /**
     * One address's slow readers hold at most about its share of the unread bytes (16 MiB: a
     * fourth page of 5.2 MB is begun below it, a fifth is not); past it that address is answered
     * 503 in one line, and a visitor from another address is served.
     */
    @Test
    void oneAddressPastItsShareOfUnreadBytesIsRefusedAndAnotherIsServed() throws Exception {
        serveManyMembers();
        List<String> statuses = new ArrayList<>();
        while (statuses.isEmpty() || statuses.get(statuses.size() - 1).startsWith("HTTP/1.1 200")) {
            assertThat(statuses).as("answers begun to 127.0.0.2").hasSizeLessThan(SLOW_READERS);
            Socket s = askAndNeverRead("127.0.0.2");
            statuses.add(statusLine(s, answerBegun(s)));
        }
        assertThat(statuses.get(statuses.size() - 1)).startsWith("HTTP/1.1 503");
        assertThat(statuses).as("pages being written to 127.0.0.2 at once").hasSizeGreaterThan(2);
        Socket refused = last;
        String body = new String(refused.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(body).contains("what this page sent to your address waits to be read; try again in a moment");

        assertThat(honestVisit().statusCode()).isEqualTo(200);
    }

    /**
     * Slow readers from nine addresses, each within its share, together past the 128 MiB all may hold:
     * a visitor from a tenth address was answered 503 until they were closed (30 s of silence each,
     * longer if they read a byte now and then). Now the oldest answer of the address that holds the
     * most gives way to it. About 30 pages of 5.2 MB are built, 30-50 s under load: in the
     * {@code slow} profile.
     */
    @Tag("slow")
    @Test
    void slowReadersFromManyAddressesDoNotShutTheSiteToAnotherVisitor() throws Exception {
        serveManyMembers(WebLimits.DEFAULT.withIdleTimeout(Duration.ofMinutes(5)));
        int addresses = 0;
        long begun = 0;
        while (begun * PAGE_BYTES <= WebLimits.DEFAULT.unreadTotal()) {
            String address = "127.0.0." + (2 + addresses++);
            String status = "HTTP/1.1 200";
            while (status.startsWith("HTTP/1.1 200")) {
                Socket s = askAndNeverRead(address);
                status = statusLine(s, answerBegun(s));
                begun += status.startsWith("HTTP/1.1 200") ? 1 : 0;
            }
        }

        HttpResponse<String> page = honestVisit();

        assertThat(page.statusCode()).as("after %d pages begun to %d addresses", begun, addresses).isEqualTo(200);
        assertThat(page.body()).contains("member" + (MEMBERS - 1));
    }

    /**
     * A visitor reading the front page steadily from 127.0.0.2, the address a stranger behind the same
     * proxy (or school) fills with pages never read, so that when the bound of all is reached,
     * 127.0.0.2 holds the most and one of its answers gives way: it was the oldest, the honest
     * visitor's, cut off in the middle of the page. Now the stalest gives way, one of the stranger's.
     * In the {@code slow} profile, as above.
     */
    @Tag("slow")
    @Test
    void anHonestReaderBehindAStrangersAddressIsNotTheOneToGiveWay() throws Exception {
        serveManyMembers(WebLimits.DEFAULT.withIdleTimeout(Duration.ofMinutes(5)));
        CountDownLatch filled = new CountDownLatch(1);
        Socket honest = askAndNeverRead("127.0.0.2");
        CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> readSteadily(honest, filled));
        long shared = 0;
        while (statusLine(askAndNeverRead("127.0.0.2")).startsWith("HTTP/1.1 200")) {
            shared++;
        }
        long begun = shared + 1;
        for (int address = 3; begun * PAGE_BYTES <= WebLimits.DEFAULT.unreadTotal() + PAGE_BYTES; address++) {
            // One page fewer than 127.0.0.2 holds, so that it is the address holding the most.
            for (int i = 0; i < shared; i++) {
                assertThat(statusLine(askAndNeverRead("127.0.0." + address))).startsWith("HTTP/1.1 200");
                begun++;
            }
        }
        filled.countDown();

        // Its end only: a page cut off would fill the report.
        String page = read.get();
        assertThat(page.substring(Math.max(0, page.length() - 100))).as("the end of the honest visitor's page of %d "
                + "characters, after %d pages begun", page.length(), begun).endsWith("</html>");
        assertThat(page.length()).isGreaterThan((int) (PAGE_BYTES * 9 / 10));
    }

    /**
     * Reads the answer on {@code s} a KiB every 20 ms, as a visitor on a slow link, until {@code
     * fast}, then the rest at once; returns it, the part after the headers.
     */
    private static String readSteadily(Socket s, CountDownLatch fast) {
        try {
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            byte[] buffer = new byte[1024];
            for (int n = s.getInputStream().read(buffer); n >= 0; n = s.getInputStream().read(buffer)) {
                got.write(buffer, 0, n);
                fast.await(20, TimeUnit.MILLISECONDS);
            }
            String all = got.toString(StandardCharsets.UTF_8);
            return all.substring(all.indexOf("\r\n\r\n") + 4).strip();
        } catch (IOException e) {
            return "cut off: " + e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private void serveManyMembers() {
        serveManyMembers(WebLimits.DEFAULT);
    }

    private void serveManyMembers(WebLimits limits) {
        site = new LoopbackWeb(dir);
        site.rig.db.inTransaction(c -> {
            for (int i = 0; i < MEMBERS; i++) {
                Accounts.create(c, "member" + i, "member" + i + "@example.org", "x", 1500, 0L);
            }
            // Listed: a provisional rating is not on the front page.
            try (Statement s = c.createStatement()) {
                s.executeUpdate("UPDATE accounts SET established = TRUE");
            }
            return null;
        });
        try {
            site.serve(limits);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A connection from {@code address} with a 2 KiB receive buffer that asks for {@code /} and reads nothing. */
    private Socket askAndNeverRead(String address) throws IOException {
        Socket s = site.connect(address, 2048);
        last = s;
        OutputStream out = s.getOutputStream();
        out.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return s;
    }

    /**
     * Waits until the answer has begun to come (its page is built, and its writing waits for the
     * reader) by reading its first byte, which it returns; nothing more is read.
     */
    private static int answerBegun(Socket s) throws IOException {
        return s.getInputStream().read();
    }

    /** The status line of the answer on {@code s}, once it has begun. */
    private static String statusLine(Socket s) throws IOException {
        return statusLine(s, answerBegun(s));
    }

    /** The status line of the answer whose first byte {@code first} was already read. */
    private static String statusLine(Socket s, int first) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = first; b >= 0 && b != '\r'; b = s.getInputStream().read()) {
            line.append((char) b);
        }
        return line.toString();
    }

    private HttpResponse<String> honestVisit() throws IOException, InterruptedException {
        return site.visit(Duration.ofSeconds(120));
    }
}
