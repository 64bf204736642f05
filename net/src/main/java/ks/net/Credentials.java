package ks.net;

import java.util.Objects;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;

/**
 * Who we are in a meeting and how we judge the other side: our player name, the signing key that
 * proves it, and the known-opponents file that pins each opponent's key.
 */
public record Credentials(String name, SigningKey key, KnownOpponents known) {
    public Credentials {
        Hello.checkName(name);
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(known, "known");
    }
}
