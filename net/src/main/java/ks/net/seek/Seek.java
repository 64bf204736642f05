package ks.net.seek;

import java.util.Objects;
import ks.crypto.Identity;
import ks.crypto.PlayerNames;
import ks.engine.clock.TimeControl;

/**
 * One open seek as the local network sees it, bound to the key that announced it: that Ed25519
 * {@code key} (the player's own, or a key made for this seek alone when it is anonymous), a fresh
 * {@code nonce} per seek, the seeker's name (null when anonymous), rating and time control, where
 * the seeker takes requests ({@code host}, a numeric address, and a TCP {@code port}), and the
 * time it lapses ({@code until}, seconds since 1970 on the seeker's clock). Its short {@link #id}
 * is derived from the key and the nonce. Built with {@link #builder()}.
 */
public record Seek(Identity key, String nonce, String name, int rating, String time, String host, int port,
        long until) {

    /** The DNS-SD service type of ks seeks. */
    public static final String SERVICE_TYPE = "_kriegspiel._tcp.local.";
    static final int MAX_RATING = 10_000;
    static final int NONCE_HEX_DIGITS = 16;

    public Seek {
        Objects.requireNonNull(key, "key");
        require(nonce != null && nonce.matches("[0-9a-f]{" + NONCE_HEX_DIGITS + "}"), "a nonce of 16 hex digits");
        require(name == null || PlayerNames.isValid(name), "a player name");
        require(rating >= 0 && rating <= MAX_RATING, "a rating from 0 to " + MAX_RATING);
        require(time != null && TimeControl.parse(time).text().equals(time), "a time control in its own spelling");
        require(host != null && host.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}"), "an IPv4 address");
        require(port >= 1 && port <= 65535, "a TCP port");
        require(until >= 0, "a time to lapse");
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The six hex digits players ask for the seek by: derived from the key and the nonce. */
    public String id() {
        return SeekStatements.id(key, nonce);
    }

    /** Whether the seeker left their name out. */
    public boolean anonymous() {
        return name == null;
    }

    /** The seeker's name, or "anonymous". */
    public String shownName() {
        return name == null ? "anonymous" : name;
    }

    /** The same seek as announced at another address. */
    Seek at(String otherHost) {
        return new Seek(key, nonce, name, rating, time, otherHost, port, until);
    }

    /** The DNS-SD instance name: the id, and the key's fingerprint so that two keys never share one. */
    String instance() {
        return "ks seek " + id() + " " + key.fingerprint();
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("a seek needs " + what);
        }
    }

    /** Collects a seek's fields; {@link #build} checks them. */
    public static final class Builder {
        private Identity key;
        private String nonce;
        private String name;
        private int rating;
        private String time;
        private String host;
        private int port;
        private long until;

        private Builder() {
        }

        public Builder key(Identity k) {
            this.key = k;
            return this;
        }

        public Builder nonce(String n) {
            this.nonce = n;
            return this;
        }

        /** The seeker's name; null (the default) for an anonymous seek. */
        public Builder name(String n) {
            this.name = n;
            return this;
        }

        public Builder rating(int r) {
            this.rating = r;
            return this;
        }

        public Builder time(String t) {
            this.time = t;
            return this;
        }

        public Builder host(String h) {
            this.host = h;
            return this;
        }

        public Builder port(int p) {
            this.port = p;
            return this;
        }

        public Builder until(long epochSeconds) {
            this.until = epochSeconds;
            return this;
        }

        public Seek build() {
            return new Seek(key, nonce, name, rating, time, host, port, until);
        }
    }
}
