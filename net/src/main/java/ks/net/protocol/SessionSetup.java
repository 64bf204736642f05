package ks.net.protocol;

import java.security.SecureRandom;
import java.util.Objects;
import ks.crypto.Identity;
import ks.crypto.SigningKey;

/**
 * What a session needs before its first message: who we are and whom we expect, what we asked
 * for, our signing key, the peer's key and the session id the encrypted channel agreed on, the
 * position play starts from, and how long to wait for the peer at each setup step.
 */
public record SessionSetup(
        String me,
        String opponent,
        Wishes wishes,
        SigningKey key,
        Identity peer,
        byte[] sessionId,
        String trust,
        String startFen,
        long setupTimeoutMillis,
        SecureRandom random) {

    public SessionSetup {
        Objects.requireNonNull(me, "me");
        Objects.requireNonNull(opponent, "opponent");
        Objects.requireNonNull(wishes, "wishes");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(peer, "peer");
        Objects.requireNonNull(sessionId, "sessionId");
        Objects.requireNonNull(startFen, "startFen");
        Objects.requireNonNull(random, "random");
        sessionId = sessionId.clone();
    }

    @Override
    public byte[] sessionId() {
        return sessionId.clone();
    }
}
