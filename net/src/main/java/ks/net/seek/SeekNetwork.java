package ks.net.seek;

import java.io.Closeable;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.jmdns.JmDNS;

/**
 * The multicast DNS responders a seek or a listing runs on: one JmDNS per IPv4 address of every
 * interface that is up and can multicast, so a seek is seen on each network the machine is on.
 * Loopback counts only when nothing else can multicast (a machine alone, or a test namespace
 * whose {@code lo} was given the multicast flag): two players on one machine otherwise meet
 * through the real interface's multicast loop-back.
 */
final class SeekNetwork implements Closeable {

    private final List<JmDNS> responders;

    private SeekNetwork(List<JmDNS> responders) {
        this.responders = responders;
    }

    /** Starts a responder on each usable address; none usable is an {@link IOException} with one line. */
    static SeekNetwork open() throws IOException {
        List<InetAddress> addresses = addresses();
        if (addresses.isEmpty()) {
            throw new IOException("no network interface here can multicast, so seeks cannot be announced or seen");
        }
        List<JmDNS> responders = new ArrayList<>();
        try {
            for (InetAddress a : addresses) {
                responders.add(JmDNS.create(a, "ks-" + a.getHostAddress().replace('.', '-')));
            }
        } catch (IOException | RuntimeException e) {
            new SeekNetwork(responders).close();
            throw new IOException("cannot start multicast DNS: " + e.getMessage(), e);
        }
        return new SeekNetwork(responders);
    }

    List<JmDNS> responders() {
        return responders;
    }

    /** The IPv4 addresses to announce and look on. */
    static List<InetAddress> addresses() throws SocketException {
        List<InetAddress> outside = new ArrayList<>();
        List<InetAddress> loopback = new ArrayList<>();
        for (NetworkInterface nif : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (!nif.isUp() || !nif.supportsMulticast()) {
                continue;
            }
            for (InetAddress a : Collections.list(nif.getInetAddresses())) {
                if (a instanceof Inet4Address) {
                    (nif.isLoopback() ? loopback : outside).add(a);
                }
            }
        }
        return outside.isEmpty() ? loopback : outside;
    }

    /** Closes without waiting: for a browser, which has no announcement to take back. */
    void closeInBackground() {
        Thread t = new Thread(this::close, "ks-mdns-close");
        t.setDaemon(true);
        t.start();
    }

    @Override
    public void close() {
        // JmDNS says goodbye on each network as it closes; they need not wait for each other.
        List<Thread> closing = new ArrayList<>();
        for (JmDNS r : responders) {
            Thread t = new Thread(() -> {
                try {
                    r.close();
                } catch (IOException e) {
                    // The goodbye did not go out; the announcement lapses by its time-to-live.
                }
            }, "ks-mdns-close");
            t.start();
            closing.add(t);
        }
        for (Thread t : closing) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
