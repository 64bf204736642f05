package ks.net.seek;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import ks.crypto.PlayerNames;
import ks.engine.clock.TimeControl;

/**
 * One open seek as the local network sees it: a short id to ask for it by, the seeker's name (null
 * when the seeker asked to stay anonymous), rating and time control, and where the seeker takes
 * requests ({@code host}, a numeric address, and a TCP {@code port}). The announcement's TXT record
 * carries everything but the place; {@link #fromAnnouncement} reads it back strictly, because it
 * comes from anyone on the network.
 */
public record Seek(String id, String name, int rating, String time, String host, int port) {

    /** The DNS-SD service type of ks seeks. */
    public static final String SERVICE_TYPE = "_kriegspiel._tcp.local.";
    /** The TXT record's format. */
    static final String TXT_VERSION = "1";
    static final int MAX_RATING = 10_000;

    public Seek {
        require(id != null && id.matches("[0-9a-f]{6}"), "a seek id of six hex digits");
        require(name == null || PlayerNames.isValid(name), "a player name");
        require(rating >= 0 && rating <= MAX_RATING, "a rating from 0 to " + MAX_RATING);
        TimeControl.parse(time);
        require(host != null && host.matches("[0-9.]{7,15}"), "an IPv4 address");
        require(port >= 1 && port <= 65535, "a TCP port");
    }

    /** The same seek with the name left out. */
    public Seek anonymous() {
        return new Seek(id, null, rating, time, host, port);
    }

    /** The seeker's name, or "anonymous". */
    public String shownName() {
        return name == null ? "anonymous" : name;
    }

    /** The DNS-SD instance name: unique per seek. */
    String instance() {
        return "ks seek " + id;
    }

    /** The TXT record. */
    Map<String, String> txt() {
        Map<String, String> txt = new LinkedHashMap<>();
        txt.put("v", TXT_VERSION);
        txt.put("id", id);
        if (name != null) {
            txt.put("name", name);
        }
        txt.put("rating", Integer.toString(rating));
        txt.put("time", time);
        return txt;
    }

    /** Reads an announcement; anything malformed or of another version is no seek at all. */
    static Optional<Seek> fromAnnouncement(Map<String, String> txt, String host, int port) {
        try {
            if (!TXT_VERSION.equals(txt.get("v"))) {
                return Optional.empty();
            }
            String rating = txt.get("rating");
            if (rating == null || !rating.matches("[0-9]{1,5}")) {
                return Optional.empty();
            }
            String time = TimeControl.parse(txt.get("time")).text();
            return Optional.of(new Seek(txt.get("id"), txt.get("name"), Integer.parseInt(rating), time, host, port));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("a seek needs " + what);
        }
    }
}
