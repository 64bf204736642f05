package ks.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * The user's ks directory: the signing key, the pinned keys of opponents, saved games and
 * their PGN. It is {@code --config DIR} when given, else {@code $KS_HOME}, else
 * {@code $XDG_CONFIG_HOME/ks}, else {@code ~/.ks}; it is created owner-only on first use.
 */
record ConfigDir(Path root) {

    /** Where the directory is for these options and this environment. */
    static ConfigDir locate(Path option, Map<String, String> env, String userHome) {
        if (option != null) {
            return new ConfigDir(option.toAbsolutePath());
        }
        String ksHome = env.get("KS_HOME");
        if (ksHome != null && !ksHome.isBlank()) {
            return new ConfigDir(Path.of(ksHome).toAbsolutePath());
        }
        String xdg = env.get("XDG_CONFIG_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return new ConfigDir(Path.of(xdg, "ks").toAbsolutePath());
        }
        return new ConfigDir(Path.of(userHome, ".ks").toAbsolutePath());
    }

    /** Creates the directory tree if needed; a failure is one line naming the directory. */
    ConfigDir create() throws UsageError {
        try {
            Files.createDirectories(root);
            try {
                Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx------"));
            } catch (UnsupportedOperationException e) {
                // Not a POSIX file system: the directory is still usable, just not locked down.
            }
            Files.createDirectories(games());
            return this;
        } catch (IOException e) {
            throw new UsageError("cannot use the ks directory " + root + ": " + e.getMessage());
        }
    }

    Path games() {
        return root.resolve("games");
    }

    Path knownOpponents() {
        return root.resolve("known_opponents");
    }
}
