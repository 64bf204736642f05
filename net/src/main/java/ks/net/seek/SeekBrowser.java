package ks.net.seek;

import java.io.IOException;
import java.net.Inet4Address;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceEvent;
import javax.jmdns.ServiceInfo;
import javax.jmdns.ServiceListener;

/**
 * Looks for open seeks on the local network: listens on every usable interface for
 * {@code _kriegspiel._tcp} services, asks each one found for its details, and reads the TXT
 * record ({@link SeekAnnouncement}). Announcements that do not verify are counted, not listed; a
 * seek withdrawn while we listen is dropped again; at most {@value #MAX_ANNOUNCEMENTS}
 * announcements are kept, so a flood cannot fill the memory.
 */
public final class SeekBrowser implements ServiceListener {

    static final int MAX_ANNOUNCEMENTS = 256;
    /** More addresses than a seeker's responder gives are not tried. */
    private static final int MAX_ADDRESSES = 4;

    private final Map<String, SeekAnnouncement.Reading> byInstance = new HashMap<>();
    private int tooMany;

    private SeekBrowser() {
    }

    /** What was seen within {@code wait}. */
    public static SeekListing list(Duration wait) throws IOException {
        return browse(wait, listing -> false);
    }

    /** Listens until {@code wait} passes or {@code enough} holds for what was seen. */
    static SeekListing browse(Duration wait, Predicate<SeekListing> enough) throws IOException {
        SeekBrowser browser = new SeekBrowser();
        SeekNetwork network = SeekNetwork.open();
        try {
            for (JmDNS responder : network.responders()) {
                responder.addServiceListener(Seek.SERVICE_TYPE, browser);
            }
            return browser.await(wait, enough);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return SeekListing.of(List.of());
        } finally {
            // A browser announced nothing, so it need not wait for its goodbyes to go out.
            network.closeInBackground();
        }
    }

    private synchronized SeekListing await(Duration wait, Predicate<SeekListing> enough) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (!enough.test(listing())) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                break;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return listing();
    }

    private SeekListing listing() {
        List<SeekAnnouncement.Reading> readings = new ArrayList<>(byInstance.values());
        for (int i = 0; i < tooMany; i++) {
            readings.add(SeekAnnouncement.Reading.leftOut(SeekListing.LeftOut.TOO_MANY));
        }
        return SeekListing.of(readings);
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
        String key = key(event);
        if (event.getInfo().getInet4Addresses().length == 0 || !event.getInfo().getPropertyNames().hasMoreElements()) {
            // Resolved before its address or its TXT record came: a later resolution brings them.
            return;
        }
        if (byInstance.size() >= MAX_ANNOUNCEMENTS && !byInstance.containsKey(key)) {
            tooMany++;
        } else {
            byInstance.put(key, read(event.getInfo()));
        }
        notifyAll();
    }

    private static String key(ServiceEvent event) {
        return event.getName() + "@" + event.getDNS().getName();
    }

    private static SeekAnnouncement.Reading read(ServiceInfo info) {
        byte[] raw = info.getTextBytes();
        int size = raw == null ? 0 : raw.length;
        if (size > SeekAnnouncement.MAX_TXT_BYTES) {
            return SeekAnnouncement.Reading.leftOut(SeekListing.LeftOut.TOO_LARGE);
        }
        Map<String, String> txt = new HashMap<>();
        for (String key : Collections.list(info.getPropertyNames())) {
            String value = info.getPropertyString(key);
            if (value == null) {
                return SeekAnnouncement.Reading.leftOut(SeekListing.LeftOut.MALFORMED);
            }
            txt.put(key, value);
        }
        List<String> hosts = Arrays.stream(info.getInet4Addresses()).limit(MAX_ADDRESSES)
                .map(Inet4Address::getHostAddress).toList();
        return SeekAnnouncement.read(txt, size, hosts, info.getPort(), Instant.now().getEpochSecond());
    }
}
