package ks.net.club;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import ks.net.club.db.ClubDatabase;
import ks.net.club.web.ClubWeb;
import ks.net.club.web.Joining;
import ks.net.club.web.WebLimits;

/**
 * A club's web page on loopback over an embedded database, and the raw connections a test holds at
 * it from addresses of 127.0.0.0/8 (each a visitor of its own), all closed with it: the set-up the
 * tests of the page's bounds share ({@link ClubWebSlowReadersTest}, {@link ClubWebConnectionsTest}).
 * The database is open from the start, for members to be added before the page is served.
 */
final class LoopbackWeb implements AutoCloseable {

    final ClubRig rig;
    private ClubWeb web;
    private final List<Socket> held = new ArrayList<>();

    LoopbackWeb(Path dir) {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
    }

    /** Serves the page under {@code limits}; returns this. */
    LoopbackWeb serve(WebLimits limits) throws IOException {
        web = ClubWeb.start("127.0.0.1", 0, rig.db, rig.tables, new Joining(24999, rig.clubKey.identity().fingerprint()),
                limits);
        return this;
    }

    /** A connection to the page from {@code address}, held until this is closed. */
    Socket connect(String address) throws IOException {
        return connect(address, 0);
    }

    /** The same with a receive buffer of {@code receiveBuffer} bytes (0: the system's). */
    Socket connect(String address, int receiveBuffer) throws IOException {
        Socket s = new Socket();
        held.add(s);
        if (receiveBuffer > 0) {
            s.setReceiveBufferSize(receiveBuffer);
        }
        s.bind(new InetSocketAddress(InetAddress.getByName(address), 0));
        s.connect(new InetSocketAddress("127.0.0.1", web.port()));
        return s;
    }

    /** A visitor's {@code GET /} from 127.0.0.1 by the JDK's client, given {@code wait} to be answered. */
    HttpResponse<String> visit(Duration wait) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port() + "/"))
                .timeout(wait).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() throws IOException {
        for (Socket s : held) {
            s.close();
        }
        if (web != null) {
            web.close();
        }
        rig.close();
    }
}
