package ks.net;

import java.util.Objects;
import ks.crypto.Identity;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;

/**
 * Who we are in a meeting and how we judge the other side: our player name, the signing key that
 * proves it, the known-opponents file that pins each opponent's key, and, when the meeting was
 * arranged under one key (a seek), {@code opponentKey}: the only key the opponent may prove (null
 * for trust on first use alone).
 */
public record Credentials(String name, SigningKey key, KnownOpponents known, Identity opponentKey) {
    public Credentials {
        Hello.checkName(name);
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(known, "known");
    }

    /** Credentials that take the opponent's key on first use, as the known-opponents file says. */
    public Credentials(String name, SigningKey key, KnownOpponents known) {
        this(name, key, known, null);
    }

    /** The same credentials, accepting no key but {@code opponent} for the opponent. */
    public Credentials requiring(Identity opponent) {
        return new Credentials(name, key, known, opponent);
    }
}
