package ks.net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import ks.crypto.KeyStore;
import ks.crypto.KnownOpponents;

/**
 * Players for meeting tests, each with a signing key and a known-opponents file in a directory of
 * its own under {@code root}; the same name gives the same player throughout a test. An impostor
 * takes a name with a key of its own.
 */
public final class Players {
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path root;
    private final Map<String, Credentials> players = new HashMap<>();
    private int impostors;

    public Players(Path root) {
        this.root = root;
    }

    public synchronized Credentials of(String name) {
        return players.computeIfAbsent(name, n -> in(root.resolve(n), n));
    }

    /** Someone else calling itself {@code name}, with another key. */
    synchronized Credentials impostor(String name) {
        return in(root.resolve("impostor-" + ++impostors), name);
    }

    /** Has {@code player} pin {@code opponent}'s key, as after an earlier game. */
    void pin(String player, String opponent) {
        of(player).known().pin(opponent, of(opponent).key().identity());
    }

    static Credentials in(Path dir, String name) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Credentials(name, new KeyStore(dir).loadOrCreate(RANDOM), new KnownOpponents(dir));
    }
}
