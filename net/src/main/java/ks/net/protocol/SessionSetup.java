package ks.net.protocol;

import java.security.SecureRandom;
import java.util.Objects;
import ks.crypto.Identity;
import ks.crypto.SecureChannel;
import ks.crypto.SigningKey;
import ks.engine.Position;

/**
 * What a session needs before its first message: who we are and whom we expect, what we asked
 * for, our signing key, the peer's key and the session id the encrypted channel agreed on, the
 * position play starts from, and how long to wait for the peer at each setup step. Made with
 * {@link #builder()}, each part by name.
 */
public final class SessionSetup {

    private final String me;
    private final String opponent;
    private final Wishes wishes;
    private final SigningKey key;
    private final Identity peer;
    private final byte[] sessionId;
    private final String trust;
    private final String startFen;
    private final long setupTimeoutMillis;
    private final SecureRandom random;

    private SessionSetup(Builder b) {
        me = Objects.requireNonNull(b.me, "me");
        opponent = Objects.requireNonNull(b.opponent, "opponent");
        wishes = Objects.requireNonNull(b.wishes, "wishes");
        key = Objects.requireNonNull(b.key, "key");
        peer = Objects.requireNonNull(b.peer, "peer");
        sessionId = Objects.requireNonNull(b.sessionId, "sessionId").clone();
        trust = b.trust;
        startFen = Objects.requireNonNull(b.startFen, "startFen");
        if (b.setupTimeoutMillis <= 0) {
            throw new IllegalArgumentException("setupTimeoutMillis must be positive");
        }
        setupTimeoutMillis = b.setupTimeoutMillis;
        random = Objects.requireNonNull(b.random, "random");
    }

    /** A builder with no wishes, no trust line and the standard start position until told otherwise. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this set-up, to make one that differs in a few parts. */
    public Builder toBuilder() {
        return new Builder().players(me, opponent).wishes(wishes).key(key).peer(peer).sessionId(sessionId).trust(trust)
                .startFen(startFen).setupTimeoutMillis(setupTimeoutMillis).random(random);
    }

    public String me() {
        return me;
    }

    public String opponent() {
        return opponent;
    }

    public Wishes wishes() {
        return wishes;
    }

    /** Our signing key. */
    public SigningKey key() {
        return key;
    }

    /** The key the peer proved over the channel. */
    public Identity peer() {
        return peer;
    }

    /** The session id (a copy). */
    public byte[] sessionId() {
        return sessionId.clone();
    }

    /** What we know of the peer's key, in words for the player. */
    public String trust() {
        return trust;
    }

    public String startFen() {
        return startFen;
    }

    public long setupTimeoutMillis() {
        return setupTimeoutMillis;
    }

    public SecureRandom random() {
        return random;
    }

    /** Collects a set-up's parts by name; {@link #build} checks that none is missing. */
    public static final class Builder {
        private String me;
        private String opponent;
        private Wishes wishes = Wishes.none();
        private SigningKey key;
        private Identity peer;
        private byte[] sessionId;
        private String trust = "";
        private String startFen = Position.STARTPOS_FEN;
        private long setupTimeoutMillis;
        private SecureRandom random;

        private Builder() {
        }

        /** Our name and the opponent's. */
        public Builder players(String me, String opponent) {
            this.me = me;
            this.opponent = opponent;
            return this;
        }

        public Builder wishes(Wishes wishes) {
            this.wishes = wishes;
            return this;
        }

        public Builder key(SigningKey key) {
            this.key = key;
            return this;
        }

        public Builder peer(Identity peer) {
            this.peer = peer;
            return this;
        }

        public Builder sessionId(byte[] sessionId) {
            this.sessionId = sessionId.clone();
            return this;
        }

        public Builder trust(String trust) {
            this.trust = trust;
            return this;
        }

        /** The peer's key, the session id and what we know of the peer, from the channel that met it. */
        public Builder over(SecureChannel channel) {
            return peer(channel.peerIdentity()).sessionId(channel.sessionId()).trust(channel.trust().message());
        }

        public Builder startFen(String startFen) {
            this.startFen = startFen;
            return this;
        }

        /** How long to wait for the peer at each setup step. */
        public Builder setupTimeoutMillis(long millis) {
            this.setupTimeoutMillis = millis;
            return this;
        }

        public Builder random(SecureRandom random) {
            this.random = random;
            return this;
        }

        public SessionSetup build() {
            return new SessionSetup(this);
        }
    }
}
