package ks.net.seek;

import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ks.crypto.Identity;
import ks.crypto.SigningKey;

/**
 * A seek's DNS-SD TXT record (version 2): {@code v}, {@code id}, {@code nonce}, {@code key},
 * {@code name} (left out when anonymous), {@code rating}, {@code time}, {@code until} and
 * {@code sig}, the announcing key's Ed25519 signature over {@link SeekStatements#announcement},
 * which covers the address and port the seek was announced at. {@link #read} takes an
 * announcement from anyone on the network, so it reads strictly and says why it left one out.
 */
final class SeekAnnouncement {

    /** The TXT record's format. */
    static final String VERSION = "2";
    /** A seek's TXT record is some 350 bytes; one much larger is no seek of ours. */
    static final int MAX_TXT_BYTES = 1024;
    /** How far the seeker's clock may run behind ours before its seek counts as lapsed. */
    static final long CLOCK_SKEW_SECONDS = 60;

    private static final HexFormat HEX = HexFormat.of();
    private static final Set<String> KEYS = Set.of("v", "id", "nonce", "key", "name", "rating", "time", "until", "sig");

    private SeekAnnouncement() {
    }

    /** What reading one announcement gave: the seek, or why it was left out. */
    record Reading(Seek seek, SeekListing.LeftOut leftOut) {

        static Reading of(Seek seek) {
            return new Reading(seek, null);
        }

        static Reading leftOut(SeekListing.LeftOut why) {
            return new Reading(null, why);
        }
    }

    /** The TXT record announcing {@code seek}, signed by {@code announcer} (whose key the seek carries). */
    static Map<String, String> txt(Seek seek, SigningKey announcer) {
        if (!announcer.identity().equals(seek.key())) {
            throw new IllegalArgumentException("a seek is announced by its own key");
        }
        Map<String, String> txt = new LinkedHashMap<>();
        txt.put("v", VERSION);
        txt.put("id", seek.id());
        txt.put("nonce", seek.nonce());
        txt.put("key", seek.key().hex());
        if (seek.name() != null) {
            txt.put("name", seek.name());
        }
        txt.put("rating", Integer.toString(seek.rating()));
        txt.put("time", seek.time());
        txt.put("until", Long.toString(seek.until()));
        txt.put("sig", HEX.formatHex(announcer.sign(SeekStatements.announcement(seek))));
        return txt;
    }

    /**
     * Reads an announcement of {@code txtBytes} bytes found at one of {@code hosts} (the addresses
     * its responder gave) and {@code port}, at {@code nowSeconds} on our clock.
     */
    static Reading read(Map<String, String> txt, int txtBytes, List<String> hosts, int port, long nowSeconds) {
        if (txtBytes > MAX_TXT_BYTES) {
            return Reading.leftOut(SeekListing.LeftOut.TOO_LARGE);
        }
        String version = txt.get("v");
        if (version != null && !version.equals(VERSION)) {
            return Reading.leftOut(SeekListing.LeftOut.OTHER_VERSION);
        }
        if (version == null || !KEYS.containsAll(txt.keySet()) || !matches(txt, "id", "[0-9a-f]{6}")
                || !matches(txt, "nonce", "[0-9a-f]{16}") || !matches(txt, "key", "[0-9a-f]{64}")
                || !matches(txt, "rating", "[0-9]{1,5}") || !matches(txt, "until", "[0-9]{1,12}")
                || !matches(txt, "sig", "[0-9a-f]{128}") || txt.get("time") == null) {
            return Reading.leftOut(SeekListing.LeftOut.MALFORMED);
        }
        byte[] signature = HEX.parseHex(txt.get("sig"));
        boolean malformed = false;
        for (String host : hosts) {
            Seek seek;
            try {
                seek = Seek.builder().key(Identity.fromHex(txt.get("key"))).nonce(txt.get("nonce")).name(txt.get("name"))
                        .rating(Integer.parseInt(txt.get("rating"))).time(txt.get("time")).host(host).port(port)
                        .until(Long.parseLong(txt.get("until"))).build();
            } catch (IllegalArgumentException e) {
                malformed = true;
                continue;
            }
            if (seek.id().equals(txt.get("id")) && seek.key().verify(SeekStatements.announcement(seek), signature)) {
                return seek.until() + CLOCK_SKEW_SECONDS < nowSeconds ? Reading.leftOut(SeekListing.LeftOut.EXPIRED)
                        : Reading.of(seek);
            }
        }
        return Reading.leftOut(malformed ? SeekListing.LeftOut.MALFORMED : SeekListing.LeftOut.BAD_SIGNATURE);
    }

    private static boolean matches(Map<String, String> txt, String key, String pattern) {
        String value = txt.get(key);
        return value != null && value.matches(pattern);
    }
}
