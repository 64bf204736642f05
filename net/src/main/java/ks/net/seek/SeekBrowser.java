package ks.net.seek;

import java.io.IOException;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceEvent;
import javax.jmdns.ServiceInfo;
import javax.jmdns.ServiceListener;

/**
 * Looks for open seeks on the local network: listens on every usable interface for
 * {@code _kriegspiel._tcp} services, asks each one found for its details, and reads the TXT
 * record into a {@link Seek}. Announcements that do not read as a seek are left out, and a seek
 * withdrawn while we listen is dropped again.
 */
public final class SeekBrowser implements ServiceListener {

    private final Map<String, Seek> byInstance = new HashMap<>();

    private SeekBrowser() {
    }

    /** The seeks seen within {@code wait}, best rating first. */
    public static List<Seek> list(Duration wait) throws IOException {
        return browse(wait, seeks -> false);
    }

    /** The seek with this id, as soon as it is seen, or empty when {@code deadline} passes first. */
    public static Optional<Seek> find(String id, Duration deadline) throws IOException {
        return browse(deadline, seeks -> seeks.stream().anyMatch(s -> s.id().equals(id))).stream()
                .filter(s -> s.id().equals(id)).findFirst();
    }

    /** Listens until {@code wait} passes or {@code enough} holds for what was seen. */
    static List<Seek> browse(Duration wait, Predicate<List<Seek>> enough) throws IOException {
        SeekBrowser browser = new SeekBrowser();
        SeekNetwork network = SeekNetwork.open();
        try {
            for (JmDNS responder : network.responders()) {
                responder.addServiceListener(Seek.SERVICE_TYPE, browser);
            }
            return browser.await(wait, enough);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        } finally {
            // A browser announced nothing, so it need not wait for its goodbyes to go out.
            network.closeInBackground();
        }
    }

    private synchronized List<Seek> await(Duration wait, Predicate<List<Seek>> enough) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (!enough.test(seeks())) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                break;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return seeks();
    }

    private List<Seek> seeks() {
        Map<String, Seek> byId = new HashMap<>();
        byInstance.values().forEach(s -> byId.putIfAbsent(s.id(), s));
        List<Seek> seeks = new ArrayList<>(byId.values());
        seeks.sort(Comparator.comparingInt(Seek::rating).reversed().thenComparing(Seek::id));
        return seeks;
    }

    @Override
    public void serviceAdded(ServiceEvent event) {
        event.getDNS().requestServiceInfo(event.getType(), event.getName(), true);
    }

    @Override
    public synchronized void serviceRemoved(ServiceEvent event) {
        byInstance.remove(key(event));
        notifyAll();
    }

    @Override
    public synchronized void serviceResolved(ServiceEvent event) {
        read(event.getInfo()).ifPresent(s -> byInstance.put(key(event), s));
        notifyAll();
    }

    private static String key(ServiceEvent event) {
        return event.getName() + "@" + event.getDNS().getName();
    }

    private static Optional<Seek> read(ServiceInfo info) {
        Inet4Address[] addresses = info.getInet4Addresses();
        if (addresses.length == 0) {
            return Optional.empty();
        }
        Map<String, String> txt = new HashMap<>();
        for (String key : Collections.list(info.getPropertyNames())) {
            String value = info.getPropertyString(key);
            if (value != null) {
                txt.put(key, value);
            }
        }
        return Seek.fromAnnouncement(txt, addresses[0].getHostAddress(), info.getPort());
    }
}
